// Interim page for the results route 'my-score'; the circuit issue replaces this file.
import { Link } from 'wouter';

export default function MyscorePage() {
  return (
    <section className="page page--results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">My score</h1>
      <p>Your scores, circuit by circuit, with your average and how it compares with chance.</p>
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Play the circuit
        </Link>
      </p>
    </section>
  );
}
