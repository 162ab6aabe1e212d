// Interim page for the results route 'psychic-performance-score'; the circuit issue replaces this file.
import { Link } from 'wouter';

export default function PsychicperformancescorePage() {
  return (
    <section className="page page--results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">Psychic performance score</h1>
      <p>How your scores compare with pure chance and with the world average.</p>
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Play the circuit
        </Link>
      </p>
    </section>
  );
}
