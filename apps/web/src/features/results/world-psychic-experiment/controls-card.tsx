// Issue 36 item 4: the server's own random guesser plays a few circuits a day through the players'
// code path. They sit beside the players' figures, never in them: if the machinery is fair, they
// sit at chance, and a drift here would point at the machinery, not at intuition.
import { GOOD_OUTCOME } from '@psi/engine';
import { formatNumber, formatP } from '../../../components/charts/format';
import type { WorldStats } from '../../../lib/api/types';

type Group = { circuits: number; abandoned: number; meanScore: number | null; z: number | null; p: number | null };

function Row({ who, group }: { who: string; group: Group }) {
  return (
    <tr>
      <th scope="row">{who}</th>
      <td>{(group.circuits + group.abandoned).toLocaleString('en')}</td>
      <td>{group.meanScore === null ? '–' : formatNumber(group.meanScore, 2)}</td>
      <td>{group.z === null ? '–' : formatNumber(group.z, 2)}</td>
      <td>{group.p === null ? '–' : formatP(group.p)}</td>
    </tr>
  );
}

export function ControlsCard({ world }: { world: WorldStats }) {
  const { controls } = world;
  return (
    <div className="results-card" data-testid="world-controls">
      <h2>Control circuits</h2>
      <p className="results-card__intro">
        Every day the server plays a few circuits itself, guessing at random through the same steps as you: same
        targets, same fingerprints, same public log. They are never in the world figures. Controls should sit at chance:
        an average near par, {GOOD_OUTCOME}, and a p-value that is not small.
      </p>
      <table className="chart-table">
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">Circuits</th>
            <th scope="col">Average</th>
            <th scope="col">z</th>
            <th scope="col">p</th>
          </tr>
        </thead>
        <tbody>
          <Row who="Players" group={world} />
          <Row who="Controls (random guesser)" group={controls} />
        </tbody>
      </table>
    </div>
  );
}
