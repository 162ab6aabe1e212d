// The instructions route: all sixteen texts of the popup on one page.
import { INSTRUCTIONS } from './texts';

export default function InstructionsPage() {
  return (
    <article className="page prose" aria-labelledby="instructions-title">
      <h1 id="instructions-title">Instructions</h1>
      <p className="lead">
        Sixteen exercises, played in order. Scores count your attempts, so lower is better; a first-go success is a hole in one. The
        first fifteen add up to your main score, and Karma is rated on its own.
      </p>
      <nav aria-label="Exercises" className="toc">
        <ol>
          {INSTRUCTIONS.map((t) => (
            <li key={t.customId}>
              <a href={`#exercise-${t.customId}`}>{t.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {INSTRUCTIONS.map((t) => (
        <section key={t.customId} id={`exercise-${t.customId}`} className="instruction-card" aria-labelledby={`exercise-${t.customId}-title`}>
          <h2 id={`exercise-${t.customId}-title`}>
            <span className="instruction-card__number">{t.customId}</span> {t.title}
          </h2>
          {t.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
