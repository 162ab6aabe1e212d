// reply-feedback-page (spec §2): opened with a query_id state value; shows the question and the
// team's answer, and marks the answer seen (the alert's Show does too; both are idempotent).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ApiError } from '../../../lib/api/http';
import { feedbackThread, markAnswerSeen, type FeedbackThread } from '../../../lib/api/feedback';
import { storage } from '../../../lib/storage';
import '../feedback.css';

type Load = { kind: 'loading' } | { kind: 'ready'; thread: FeedbackThread } | { kind: 'failed'; message: string };

export default function ReplyFeedbackPage() {
  const state = useHistoryState<{ query_id?: string | number } | null>();
  const queryId = state?.query_id === undefined ? null : String(state.query_id);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    if (queryId === null || !storage.get('session_id')) return;
    let cancelled = false;
    feedbackThread(queryId)
      .then(async (thread) => {
        const shown =
          thread.state === 'answered' && !thread.seen ? await markAnswerSeen(queryId).catch(() => thread) : thread;
        if (!cancelled) setLoad({ kind: 'ready', thread: shown });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const message =
          err instanceof ApiError && err.status === 404
            ? 'This feedback was not found for this device. It may have been sent from another device or before the app was reset.'
            : 'The answer could not be loaded. Check your connection and try again.';
        setLoad({ kind: 'failed', message });
      });
    return () => {
      cancelled = true;
    };
  }, [queryId]);

  return (
    <section className="page" aria-labelledby="reply-title">
      <h1 id="reply-title">Reply to your feedback</h1>
      {queryId === null || !storage.get('session_id') ? (
        <p>Open this page from the "Your feedback response has been answered" alert, or from your feedback list.</p>
      ) : load.kind === 'loading' ? (
        <p role="status">Loading the answer…</p>
      ) : load.kind === 'failed' ? (
        <p role="alert">{load.message}</p>
      ) : (
        <div className="reply" data-testid="reply" data-query-id={load.thread.query_id}>
          <section className="reply__block" aria-labelledby="reply-question">
            <h2 id="reply-question">Your feedback: {load.thread.subject}</h2>
            <p className="reply__text">{load.thread.message}</p>
          </section>
          <section className="reply__block reply__block--answer" aria-labelledby="reply-answer">
            <h2 id="reply-answer">The team's answer</h2>
            {load.thread.answer ? (
              <p className="reply__text">{load.thread.answer}</p>
            ) : (
              <p className="reply__text">
                No answer yet: the team reads every message, and the app will tell you when the answer arrives.
              </p>
            )}
          </section>
        </div>
      )}
      <p>
        <Link href="/feedback-page">Your feedback and new messages</Link>
      </p>
    </section>
  );
}
