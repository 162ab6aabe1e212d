// view-image (docs/decisions.md, the welcome and the artwork viewer): one exercise's artwork, full screen, reached from the instructions
// page and from each exercise's instruction popup as /view-image?exercise=<custom_id>.
import { useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { ExercisePlate, hasPlate } from '../../../components/art/exercise-plate';
import { INSTRUCTIONS } from '../../instructions/texts';
import '../info.css';

export function exerciseFromSearch(search: string): number {
  const n = Number(new URLSearchParams(search).get('exercise'));
  return Number.isInteger(n) && hasPlate(n) ? n : 1;
}

export default function ViewImagePage() {
  const customId = exerciseFromSearch(useSearch());
  const text = INSTRUCTIONS.find((t) => t.customId === customId);
  const stage = useRef<HTMLElement>(null);
  const title = `${customId}. ${text?.title ?? 'Exercise'}`;
  const canFullscreen =
    typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';

  return (
    <section className="page page--image viewer" aria-labelledby="image-title">
      <h1 id="image-title">View image: {title}</h1>
      <figure className="viewer__stage" ref={stage} aria-label={`The artwork of ${text?.title ?? 'the exercise'}`}>
        <ExercisePlate customId={customId} />
      </figure>
      <div className="viewer__nav">
        <p className="viewer__caption">The artwork of exercise {title}, as the circuit draws it.</p>
        <p className="actions">
          {canFullscreen ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void stage.current?.requestFullscreen().catch(() => undefined)}
            >
              Full screen
            </button>
          ) : null}
          <button type="button" className="btn btn--ghost" onClick={() => history.back()}>
            Back
          </button>
        </p>
      </div>
      <nav aria-label="Other exercises' artwork">
        <ul className="viewer__index">
          {INSTRUCTIONS.map((t) => (
            <li key={t.customId}>
              <Link
                href={`/view-image?exercise=${t.customId}`}
                aria-label={`${t.customId}. ${t.title}`}
                aria-current={t.customId === customId ? 'page' : undefined}
              >
                {t.customId}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
