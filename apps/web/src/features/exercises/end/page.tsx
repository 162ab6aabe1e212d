// Interim page for the route game-end; the circuit issue replaces this file.
import { Link } from 'wouter';

export default function EndPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">The circuit is complete</p>
      <h1 id="exercise-title">End of the circuit</h1>
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-karma" className="btn btn--primary">
          Next: Karma
        </Link>{' '}
        <Link href="/psychic-end-score" className="btn btn--secondary">
          See your end score
        </Link>
      </p>
    </section>
  );
}
