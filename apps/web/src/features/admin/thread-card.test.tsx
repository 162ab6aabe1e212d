import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { scriptedFetch } from '../../lib/api/test-fetch';
import type { AdminThread } from '../../lib/api/admin';
import { ThreadCard } from './thread-card';

afterEach(() => {
  cleanup();
  setFetch(null);
});

const open: AdminThread = {
  query_id: '015f1c58-0000-4000-8000-000000000001',
  subject: 'Karma',
  message: 'How is it counted?',
  rating: null,
  state: 'open',
  answer: null,
  answeredAt: null,
  seen: false,
  createdAt: '2031-04-01T09:00:00Z',
  playerId: '015f1c58-1111-4000-8000-000000000002',
  playerName: 'Grace Player',
  answeredBy: null,
};

describe('ThreadCard (the operator console, issue 34)', () => {
  it("names the player by the account's name, and an anonymous one as such", () => {
    render(<ThreadCard thread={open} onAnswered={vi.fn()} />);
    expect(screen.getByText(/Grace Player/)).toBeTruthy();
    expect(screen.queryByText(/player 015f1c58/)).toBeNull();
    cleanup();
    render(<ThreadCard thread={{ ...open, playerName: null }} onAnswered={vi.fn()} />);
    expect(screen.getByText(/anonymous player 015f1c58/)).toBeTruthy();
  });

  it('confirms that the answer was sent, and to whom', async () => {
    const answered = { ...open, state: 'answered' as const, answer: 'The numbers left.', answeredBy: 'Ada' };
    setFetch(scriptedFetch([{ status: 200, body: answered }]).fn);
    const onAnswered = vi.fn();
    render(<ThreadCard thread={open} onAnswered={onAnswered} />);
    fireEvent.change(screen.getByLabelText('Answer to “Karma”'), { target: { value: 'The numbers left.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByText(/^Answer sent to Grace Player\./)).getAttribute('role')).toBe('status');
    expect(onAnswered).toHaveBeenCalledWith(answered);
  });
});
