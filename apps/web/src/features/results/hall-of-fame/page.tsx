// /hall-of-fame (issue 37): opted-in players ranked by mean main score, with where the best of as many pure
// guessers would land drawn behind them, and an invitation to test a good run properly (/prove-it).
import { useState } from 'react';
import { Link } from 'wouter';
import { formatNumber, formatP } from '../../../components/charts/format';
import { hallOfFame, type HallOfFame, type HallOfFamePeriod } from '../../../lib/api/hall-of-fame';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../components/load-state';
import { BandChart } from './band-chart';
import { beyondLuckWords, luckWords, PERIOD_WORDS } from './plain-words';
import './hall-of-fame.css';

const PERIODS: { value: HallOfFamePeriod; label: string }[] = [
  { value: 'day', label: 'Today' },
  { value: 'month', label: 'This month' },
  { value: 'all', label: 'All time' },
];

function RankTable({ board }: { board: HallOfFame }) {
  return (
    <div className="fame-table__scroll">
      <table className="fame-table">
        <caption>
          Players ranked by mean main score {PERIOD_WORDS[board.period]} (lower is better; at least{' '}
          {board.minimumCircuits} circuits)
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Circuits</th>
            <th scope="col">Mean</th>
            <th scope="col">
              <abbr title="The chance a pure guesser with as many circuits does this well or better">p</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <tr key={`${row.rank}-${row.displayName}`}>
              <td>{row.rank}</td>
              <th scope="row">{row.displayName}</th>
              <td>{row.circuits}</td>
              <td>{formatNumber(row.mean, 1)}</td>
              <td>{formatP(row.p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Board({ board }: { board: HallOfFame }) {
  const beyond = beyondLuckWords(board);
  return (
    <>
      <p className="lead" data-testid="fame-luck">
        {luckWords(board)}
      </p>
      {board.chanceBand && board.rows.length > 0 ? (
        <div className="results-card">
          <h2>The top against luck</h2>
          {beyond ? <p className="results-card__intro">{beyond}</p> : null}
          <BandChart board={{ ...board, chanceBand: board.chanceBand }} />
          <RankTable board={board} />
          {board.qualified > board.rows.length ? (
            <p className="fame-note">
              The first {board.rows.length} of {board.qualified} players are shown; the band counts all of them.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export default function HallOfFamePage() {
  const [period, setPeriod] = useState<HallOfFamePeriod>('month');
  const resource = useLoad(`fame-${period}`, () => hallOfFame(period));
  return (
    <section className="page page--results results fame-page" aria-labelledby="fame-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="fame-title">Hall of fame</h1>
      <div className="fame-periods" role="group" aria-label="Period">
        {PERIODS.map((p) => (
          <button
            key={p.value}
            type="button"
            className="btn btn--secondary"
            aria-pressed={period === p.value}
            onClick={() => setPeriod(p.value)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <LoadState resource={resource} what="the hall of fame">
        {(board) => <Board board={board} />}
      </LoadState>
      <div className="results-card prose">
        <h2>How to get on this list</h2>
        <p>
          Log in, and in <Link href="/user-profile">your profile</Link> choose a display name and opt in: your own name
          is never shown. Every verified circuit you start while logged in counts, a circuit you leave unfinished
          included (with what pure guessing would have scored on the rest), in the period it was started (days and
          months in UTC). One account per person: an admin may hide a name that offends or impersonates.
        </p>
      </div>
      <div className="actions">
        <Link href="/prove-it" className="btn btn--primary">
          Top this month? Prove it.
        </Link>
        <Link href="/my-score" className="btn btn--secondary">
          My score
        </Link>
      </div>
    </section>
  );
}
