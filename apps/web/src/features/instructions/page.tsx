// The instructions route: all sixteen texts of the popup on one page.
import { Link } from 'wouter';
import { InstructionButton } from './instruction-button';
import { INSTRUCTIONS } from './texts';

export default function InstructionsPage() {
  return (
    <article className="page prose" aria-labelledby="instructions-title">
      <h1 id="instructions-title">Instructions</h1>
      <p className="lead">
        Sixteen exercises, played in order. Scores count your attempts, so lower is better; a first-go success is a hole
        in one. The first fifteen add up to your main score, and Karma is rated on its own.
      </p>
      <h2>Quick look</h2>
      <p>Open any exercise's instruction card, exactly as it appears during the circuit:</p>
      <ul className="popup-list">
        {INSTRUCTIONS.map((t) => (
          <li key={t.customId}>
            <InstructionButton text={t} label={`${t.customId}. ${t.title}`} />
          </li>
        ))}
      </ul>
      <h2>All sixteen, in order</h2>
      {INSTRUCTIONS.map((t) => (
        <section
          key={t.customId}
          id={`exercise-${t.customId}`}
          className="instruction-card"
          aria-labelledby={`exercise-${t.customId}-title`}
        >
          <h2 id={`exercise-${t.customId}-title`}>
            <span className="instruction-card__number">{t.customId}</span> {t.title}
          </h2>
          {t.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            <Link href={`/view-image?exercise=${t.customId}`}>View the artwork of {t.title}</Link>
          </p>
        </section>
      ))}
    </article>
  );
}
