// docs/feedback.md: when the app opens, and every few minutes while it is open, an unseen answer to the
// player's feedback shows spec §8's alert. Show opens reply-feedback-page and marks the answer seen.
// Cancel snoozes that answer until the next app start (docs/decisions.md): it stays unread in the
// feedback list, and the alert does not come back every few minutes while the player is busy.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { markAnswerSeen, unseenAnswers } from '../../lib/api/feedback';
import { storage } from '../../lib/storage';
import { showFeedbackAnswered } from './feedback-answered';

export const CHECK_EVERY_MS = 3 * 60_000;

/** Answers the player cancelled in this app run (module state: a new app start forgets them). */
const snoozed = new Set<string>();
let asking = false;

export async function checkForAnswers(navigate: (to: string, options: { state: unknown }) => void): Promise<void> {
  if (asking || !storage.get('session_id')) return;
  asking = true;
  try {
    const { threads } = await unseenAnswers();
    const next = threads.find((t) => !snoozed.has(t.query_id));
    if (!next) return;
    const choice = await showFeedbackAnswered(next.query_id, navigate);
    if (choice === 'Show') await markAnswerSeen(next.query_id);
    else snoozed.add(next.query_id);
  } catch {
    // Offline or the session is gone (the 'Session timeout.' alert handles that): try next time.
  } finally {
    asking = false;
  }
}

/** Test hook: forget the snoozed answers (a new app start). */
export function resetAnswerWatcher(): void {
  snoozed.clear();
  asking = false;
}

export function AnswerWatcher() {
  const [, navigate] = useLocation();
  useEffect(() => {
    void checkForAnswers(navigate);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') void checkForAnswers(navigate);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
  return null;
}
