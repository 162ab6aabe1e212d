// The sender's threads and their state; an answered thread opens reply-feedback-page with its query_id.
import { useLocation } from 'wouter';
import type { FeedbackThread } from '../../../lib/api/feedback';

export function stateLabel(thread: FeedbackThread): { text: string; tone: 'open' | 'new' | 'answered' } {
  if (thread.state === 'open') return { text: 'Waiting for an answer', tone: 'open' };
  return thread.seen ? { text: 'Answered', tone: 'answered' } : { text: 'Answered, not read yet', tone: 'new' };
}

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function ThreadList({ threads }: { threads: FeedbackThread[] }) {
  const [, navigate] = useLocation();
  if (threads.length === 0) return <p>You have not sent any feedback yet.</p>;
  return (
    <ul className="threads" aria-label="Your feedback">
      {threads.map((thread) => {
        const label = stateLabel(thread);
        return (
          <li key={thread.query_id} className="thread">
            <div className="thread__head">
              <p className="thread__subject">{thread.subject}</p>
              <span className={`state-badge state-badge--${label.tone}`}>{label.text}</span>
            </div>
            <p className="thread__meta">
              Sent {when(thread.createdAt)}
              {thread.rating ? ` · rated ${thread.rating} of 5` : ''}
            </p>
            <p className="thread__message">{thread.message}</p>
            {thread.state === 'answered' ? (
              <p>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => navigate('/reply-feedback-page', { state: { query_id: thread.query_id } })}
                >
                  Read the answer to “{thread.subject}”
                </button>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
