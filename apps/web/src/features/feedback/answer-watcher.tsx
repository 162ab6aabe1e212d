// docs/feedback.md: when the app opens, and every few minutes while it is open, an unseen answer to the
// player's feedback shows spec §8's alert. Show opens reply-feedback-page and marks the answer seen.
// Cancel snoozes that answer until the next app start (docs/decisions.md): it stays unread in the
// feedback list, and the alert does not come back every few minutes while the player is busy.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { markAnswerSeen, unseenAnswers } from '../../lib/api/feedback';
import { storage } from '../../lib/storage';
import { showFeedbackAnswered } from './feedback-answered';

export const CHECK_EVERY_MS = 3 * 60_000;

/** What the watcher remembers for one app run: the answers the player cancelled, and a check under way. */
export interface AnswerMemory {
  snoozed: Set<string>;
  asking: boolean;
}

export function answerMemory(): AnswerMemory {
  return { snoozed: new Set(), asking: false };
}

export async function checkForAnswers(
  navigate: (to: string, options: { state: unknown }) => void,
  memory: AnswerMemory,
): Promise<void> {
  if (memory.asking || !storage.get('session_id')) return;
  memory.asking = true;
  try {
    const { threads } = await unseenAnswers();
    const next = threads.find((t) => !memory.snoozed.has(t.query_id));
    if (!next) return;
    const choice = await showFeedbackAnswered(next.query_id, navigate);
    if (choice === 'Show') await markAnswerSeen(next.query_id);
    else memory.snoozed.add(next.query_id);
  } catch {
    // Offline or the session is gone (the 'Session timeout.' alert handles that): try next time.
  } finally {
    memory.asking = false;
  }
}

/**
 * Mounted once by the app shell, so its memory lasts the app run; `enabled` is false where the player
 * is not asked (the operator's console), which keeps what was snoozed for when they come back.
 */
export function AnswerWatcher({ enabled }: { enabled: boolean }) {
  const [, navigate] = useLocation();
  const [memory] = useState(answerMemory);
  useEffect(() => {
    if (!enabled) return;
    void checkForAnswers(navigate, memory);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') void checkForAnswers(navigate, memory);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [enabled, navigate, memory]);
  return null;
}
