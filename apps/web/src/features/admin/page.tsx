// /admin (docs/feedback.md): the operator console. An admin logs in, lists feedback, filters the
// unanswered, and answers; the player then sees the 'Your feedback response has been answered' alert.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/http';
import {
  adminFeedback,
  adminLogout,
  whoAmI,
  type AdminAccount,
  type AdminFilter,
  type AdminList,
} from '../../lib/api/admin';
import { LoginForm } from './login-form';
import { ThreadCard } from './thread-card';
import { HallOfFameNames } from './hall-of-fame-names';
import './admin.css';

type Who =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'admin'; account: AdminAccount }
  | { kind: 'not-admin'; account: AdminAccount };

const FILTERS: { value: AdminFilter; label: (l: AdminList | null) => string }[] = [
  { value: 'unanswered', label: (l) => `Unanswered${l ? ` (${l.counts.unanswered})` : ''}` },
  { value: 'answered', label: (l) => `Answered${l ? ` (${l.counts.answered})` : ''}` },
  { value: 'all', label: () => 'All' },
];

export default function AdminPage() {
  const [who, setWho] = useState<Who>({ kind: 'checking' });
  const [filter, setFilter] = useState<AdminFilter>('unanswered');
  const [list, setList] = useState<AdminList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    whoAmI().then(
      (account) => setWho(account.role === 'admin' ? { kind: 'admin', account } : { kind: 'not-admin', account }),
      () => setWho({ kind: 'signed-out' }),
    );
  }, []);

  const load = useCallback(() => {
    setProblem(null);
    adminFeedback(filter).then(setList, (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) setWho({ kind: 'signed-out' });
      else setProblem(err instanceof ApiError ? err.message : 'Could not reach the server.');
    });
  }, [filter]);

  useEffect(() => {
    if (who.kind === 'admin') load();
  }, [who.kind, load]);

  const logout = async () => {
    await adminLogout().catch(() => undefined);
    setList(null);
    setWho({ kind: 'signed-out' });
  };

  return (
    <section className="page console" aria-labelledby="console-title">
      <div className="console__bar">
        <h1 id="console-title">Operator console</h1>
        {who.kind === 'admin' || who.kind === 'not-admin' ? (
          <p className="console__who">
            {who.account.email}{' '}
            <button type="button" className="btn btn--ghost" onClick={() => void logout()}>
              Log out
            </button>
          </p>
        ) : null}
      </div>
      {who.kind === 'checking' ? <p role="status">Checking your login…</p> : null}
      {who.kind === 'signed-out' ? (
        <>
          <p>Log in with an admin account to read and answer the players' feedback.</p>
          <LoginForm onSignedIn={(account) => setWho({ kind: 'admin', account })} />
        </>
      ) : null}
      {who.kind === 'not-admin' ? (
        <p role="alert">You are logged in as {who.account.email}, which is not an admin account.</p>
      ) : null}
      {who.kind === 'admin' ? (
        <>
          <div className="console__filters" role="group" aria-label="Show feedback">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                className="btn btn--secondary"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label(list)}
              </button>
            ))}
            <button type="button" className="btn btn--ghost" onClick={load}>
              Refresh
            </button>
          </div>
          {problem ? (
            <p className="form-error" role="alert">
              {problem}
            </p>
          ) : null}
          {list === null ? <p role="status">Loading feedback…</p> : null}
          {list && list.threads.length === 0 ? (
            <p>{filter === 'unanswered' ? 'Every message has an answer.' : 'No feedback here yet.'}</p>
          ) : null}
          {list && list.threads.length > 0 ? (
            <ul className="console__list" aria-label="Feedback">
              {list.threads.map((thread) => (
                <ThreadCard
                  key={`${thread.query_id}-${thread.answeredAt ?? ''}`}
                  thread={thread}
                  onAnswered={() => load()}
                />
              ))}
            </ul>
          ) : null}
          <HallOfFameNames />
        </>
      ) : null}
    </section>
  );
}
