// Interim page for the results route 'psychic-end-score'; the circuit issue replaces this file.
import { Link } from 'wouter';

export default function PsychicendscorePage() {
  return (
    <section className="page page--results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">Psychic end score</h1>
      <p>Your main score for this circuit, your Golden Orbs and your Game Karma rating.</p>
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Play the circuit
        </Link>
      </p>
    </section>
  );
}
