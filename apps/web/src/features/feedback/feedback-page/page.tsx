// feedback-page (docs/feedback.md): subject, message and an optional rating, from anonymous and
// logged-in players alike (the stored session says who sent it), and the sender's own threads.
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api/http';
import { myFeedback, sendFeedback, type FeedbackThread } from '../../../lib/api/feedback';
import { ensurePlayer } from '../../../lib/player-session';
import { storage } from '../../../lib/storage';
import { hasErrors, type Errors } from '../../../lib/validation';
import { RatingField } from '../components/rating-field';
import { ThreadList } from '../components/thread-list';
import '../feedback.css';

type Key = 'subject' | 'message';
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;

export function feedbackErrors(subject: string, message: string): Errors<Key> {
  const s = subject.trim();
  const m = message.trim();
  return {
    subject: !s
      ? 'Please give your feedback a subject.'
      : s.length > SUBJECT_MAX
        ? `Please keep the subject to ${SUBJECT_MAX} characters.`
        : undefined,
    message:
      m.length < MESSAGE_MIN
        ? `Please write at least ${MESSAGE_MIN} characters so we can understand your feedback.`
        : m.length > MESSAGE_MAX
          ? `Please keep your message to ${MESSAGE_MAX} characters.`
          : undefined,
  };
}

export default function FeedbackPage() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<FeedbackThread | null>(null);
  const [threads, setThreads] = useState<FeedbackThread[] | null>(null);

  useEffect(() => {
    // Only a player who has a session can have threads; a first visit does not create one.
    if (!storage.get('session_id')) {
      setThreads([]);
      return;
    }
    myFeedback().then(
      (r) => setThreads(r.threads),
      () => setThreads([]),
    );
  }, [sent]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = feedbackErrors(subject, message);
    setErrors(next);
    setFailure(null);
    if (hasErrors(next) || sending) return;
    setSending(true);
    try {
      await ensurePlayer();
      const thread = await sendFeedback({
        subject: subject.trim(),
        message: message.trim(),
        ...(rating ? { rating } : {}),
      });
      setSent(thread);
      setSubject('');
      setMessage('');
      setRating(null);
    } catch (err) {
      setFailure(
        err instanceof ApiError
          ? err.message
          : 'Your feedback could not be sent: check your connection and try again. Nothing was lost: it is still in the form.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page page--form" aria-labelledby="feedback-title">
      <h1 id="feedback-title">Feedback</h1>
      <p>
        Tell us what you enjoyed, what puzzled you, or what went wrong. The team answers here in the app: when an answer
        arrives, the app tells you.
      </p>
      <form onSubmit={submit} noValidate className="form" aria-describedby={failure ? 'feedback-failure' : undefined}>
        <Field
          label="Subject"
          name="subject"
          required
          maxLength={SUBJECT_MAX}
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <Field
          label="Your feedback"
          name="message"
          multiline
          rows={6}
          required
          maxLength={MESSAGE_MAX}
          value={message}
          error={errors.message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <RatingField value={rating} onChange={setRating} />
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send feedback'}
        </button>
        {failure ? (
          <p id="feedback-failure" className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      {sent ? (
        <p className="sent-note" role="status">
          Thank you: your feedback “{sent.subject}” was sent. You will find the team's answer below, and the app will
          tell you when it arrives.
        </p>
      ) : null}
      <h2>Your feedback</h2>
      {threads === null ? <p role="status">Loading your feedback…</p> : <ThreadList threads={threads} />}
    </section>
  );
}
