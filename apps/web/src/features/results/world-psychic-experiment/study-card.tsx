// The preregistered study (docs/preregistration.md) and the open data behind the world figures: where
// the study stands, its Bayes factor with the prior it assumes, and links to download and check.
import { formatNumber } from '../../../components/charts/format';
import { apiUrl } from '../../../lib/api/http';
import type { WorldStats } from '../../../lib/api/types';

function lookSentence(study: WorldStats['study']): string {
  const last = study.looks[study.looks.length - 1]!.toLocaleString('en');
  if (study.final) return `The study has reached its last look (${last} circuits): these are its final figures.`;
  const next =
    study.nextLookAt === null ? '' : ` The next look is at ${study.nextLookAt.toLocaleString('en')} circuits.`;
  return `Look ${study.look} of ${study.looks.length}.${next} Nothing is final before the last look, at ${last} circuits.`;
}

export function StudyCard({ study }: { study: WorldStats['study'] }) {
  return (
    <div className="results-card prose" data-testid="world-study">
      <h2>The preregistered study</h2>
      <p>{lookSentence(study)}</p>
      <p>
        Bayes factor for scores below chance:{' '}
        <strong>{study.bayesFactor === null ? '–' : formatNumber(study.bayesFactor, 2)}</strong> (above 3 leans towards
        an effect, below 1/3 towards chance; prior: an effect of up to about {study.priorScale} of a circuit&apos;s
        chance spread, half-normal).
      </p>
      <p>
        The plan was fixed in advance (docs/preregistration.md): the average of every counted circuit, abandoned ones
        included, against the exact chance mean, looked at only at{' '}
        {study.looks.map((n) => n.toLocaleString('en')).join(', ')} circuits. Anyone can check the figures: download the{' '}
        <a href={apiUrl('/api/open-data/circuits?format=csv')} data-testid="open-data-csv">
          open data (CSV)
        </a>{' '}
        or <a href={apiUrl('/api/open-data/circuits?format=json')}>JSON</a>, and every circuit is in a{' '}
        <a href={apiUrl('/api/transparency/head')}>public append-only log</a>.
      </p>
    </div>
  );
}
