// Spec §2: reply-feedback-page is opened with a query_id state value (history state { query_id }).
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

export default function ReplyFeedbackPage() {
  const state = useHistoryState<{ query_id?: string | number } | null>();
  const queryId = state?.query_id;
  return (
    <section className="page" aria-labelledby="reply-title">
      <h1 id="reply-title">Reply to your feedback</h1>
      {queryId !== undefined ? (
        <>
          <p>
            Feedback query <strong data-testid="query-id">{String(queryId)}</strong> has been answered.
          </p>
          <p className="interim-note">The reply text appears here once the feedback service is connected.</p>
        </>
      ) : (
        <p>No feedback query was given. Open this page from the "Your feedback response has been answered" alert.</p>
      )}
      <p>
        <Link href="/feedback-page">Send more feedback</Link>
      </p>
    </section>
  );
}
