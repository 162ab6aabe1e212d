import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { emailError, hasErrors, type Errors } from '../../../lib/validation';

type Key = 'email' | 'message';
const MESSAGE_MIN = 10;

export default function FeedbackPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors<Key> = {
      email: emailError(email),
      message: message.trim().length < MESSAGE_MIN ? `Please write at least ${MESSAGE_MIN} characters so we can understand your feedback.` : undefined,
    };
    setErrors(next);
    setDone(!hasErrors(next));
  };

  return (
    <section className="page page--form" aria-labelledby="feedback-title">
      <h1 id="feedback-title">Feedback</h1>
      <p>Tell us what you enjoyed, what puzzled you, or what went wrong. We answer in the app.</p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="Your name (optional)" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field label="Your feedback" name="message" multiline rows={6} required value={message} error={errors.message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" className="btn btn--primary">
          Send feedback
        </button>
      </form>
      {done ? (
        <p className="interim-note" role="status">
          Thank you. Your feedback is complete, but sending it is not connected yet: the feedback service arrives with a later update,
          so this message was not sent.
        </p>
      ) : null}
    </section>
  );
}
