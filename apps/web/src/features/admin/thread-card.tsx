import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../components/ui/field';
import { ApiError } from '../../lib/api/http';
import { answerFeedback, type AdminThread } from '../../lib/api/admin';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The account's name, or for an anonymous player the start of their id (all the console knows). */
const who = (thread: AdminThread) => thread.playerName ?? `anonymous player ${thread.playerId.slice(0, 8)}`;

/** One player's feedback in the console, with the form that answers it (or corrects the answer). */
export function ThreadCard({ thread, onAnswered }: { thread: AdminThread; onAnswered: (next: AdminThread) => void }) {
  const titleId = useId();
  const [editing, setEditing] = useState(thread.state === 'open');
  const [text, setText] = useState(thread.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Issue 34: say that the answer went out (the card alone only swapped its form for the text).
  const [sent, setSent] = useState<string | undefined>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError('Please write an answer.');
      return;
    }
    setBusy(true);
    setError(undefined);
    setSent(undefined);
    try {
      const next = await answerFeedback(thread.query_id, text.trim());
      setEditing(false);
      setSent(
        `Answer sent to ${who(next)}. They see it in an alert the next time they open the app${thread.state === 'answered' ? ', as a corrected answer' : ''}.`,
      );
      onAnswered(next);
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'Could not reach the server. Your answer is still here: try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="console-thread" aria-labelledby={titleId}>
      <h2 id={titleId}>{thread.subject}</h2>
      <p className="console-thread__meta">
        {when(thread.createdAt)} · {who(thread)} · {thread.rating ? `rated ${thread.rating} of 5` : 'no rating'} ·{' '}
        {thread.state === 'open'
          ? 'unanswered'
          : `answered by ${thread.answeredBy ?? 'the team'}${thread.seen ? ', read by the player' : ', not read yet'}`}
      </p>
      <p className="console-thread__message">{thread.message}</p>
      {thread.answer && !editing ? <p className="console-thread__answer">{thread.answer}</p> : null}
      <p className="console-thread__sent" role="status">
        {sent ?? ''}
      </p>
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Field
            label={`Answer to “${thread.subject}”`}
            name="answer"
            multiline
            rows={4}
            maxLength={4000}
            value={text}
            error={error}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send answer'}
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            className="btn btn--ghost"
            aria-label={`Edit the answer to “${thread.subject}”`}
            onClick={() => {
              setSent(undefined);
              setEditing(true);
            }}
          >
            Edit answer
          </button>
        </p>
      )}
    </li>
  );
}
