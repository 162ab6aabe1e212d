// The console's moderation of hall of fame names (issue 37): every chosen name, and a control to hide one
// (an offensive or impersonating name) or show it again. Hidden players do not appear in the hall of fame.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/http';
import { adminHallOfFameNames, hideHallOfFameName, type AdminHallOfFameList } from '../../lib/api/admin';

export function HallOfFameNames() {
  const [list, setList] = useState<AdminHallOfFameList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (err: unknown) => setProblem(err instanceof ApiError ? err.message : 'Could not reach the server.');

  useEffect(() => {
    adminHallOfFameNames().then(setList, fail);
  }, []);

  const toggle = (playerId: string, hidden: boolean) => {
    setProblem(null);
    hideHallOfFameName(playerId, hidden).then(setList, fail);
  };

  return (
    <section className="console-names" aria-labelledby="console-names-title">
      <h2 id="console-names-title">Hall of fame names</h2>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {list === null && !problem ? <p role="status">Loading names…</p> : null}
      {list && list.names.length === 0 ? <p>No player has chosen a name yet.</p> : null}
      {list && list.names.length > 0 ? (
        <table className="console-names__table">
          <thead>
            <tr>
              <th scope="col">Display name</th>
              <th scope="col">Listed</th>
              <th scope="col">Moderation</th>
            </tr>
          </thead>
          <tbody>
            {list.names.map((n) => (
              <tr key={n.playerId}>
                <th scope="row">{n.displayName}</th>
                <td>{n.hidden ? 'hidden' : n.optIn ? 'yes' : 'opted out'}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={`${n.hidden ? 'Show' : 'Hide'} ${n.displayName}`}
                    onClick={() => toggle(n.playerId, !n.hidden)}
                  >
                    {n.hidden ? 'Show' : 'Hide'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
