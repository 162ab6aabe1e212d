import { describe, expect, it } from 'vitest';
import { resetTokenIn } from '../support/mail-catcher';

// A token may start with two hex digits: read as quoted-printable, `token=5F…` turns into `token_…`.
const token = '5FHKKWZzDdrpa0u-7vSH9HJlVpIBqE6PD08mXFr6sFo';

describe('resetTokenIn', () => {
  it("finds a token that starts with two hex digits in the outbox's plain copy", () => {
    expect(resetTokenIn(`Open this link:\n\nhttp://localhost/forgot-password?token=${token}\n`, 'plain')).toBe(token);
  });

  it('finds it in the mail as sent, where "=" is written =3D and long lines are wrapped', () => {
    const sent = `Open this link:\n\nhttp://localhost/forgot-password?token=3D${token.slice(0, 20)}=\n${token.slice(20)}\n`;
    expect(resetTokenIn(sent)).toBe(token);
  });
});
