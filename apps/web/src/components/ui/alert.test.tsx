import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Modal } from './modal';

describe('dialogs focus their default button as they open', () => {
  it("an alert's last button (React's own autoFocus, inside the opened dialog)", () => {
    render(
      <Alert
        open
        title="Leave the circuit?"
        message="Your progress is kept."
        buttons={[{ text: 'Cancel', role: 'cancel' }, { text: 'Leave' }]}
        onDismiss={() => undefined}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
  });

  it("a modal's Close, and again when it opens a second time", () => {
    const modal = (open: boolean) => (
      <Modal open={open} title="Family" onClose={() => undefined} actions={<a href="/view-image">Artwork</a>}>
        <p>Pick the family member.</p>
      </Modal>
    );
    const { rerender } = render(modal(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    rerender(modal(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(modal(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
