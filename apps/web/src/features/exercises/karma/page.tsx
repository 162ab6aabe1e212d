// Interim page for step 'karma' (exercise 16); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function KarmaPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 16 of 16</p>
      <h1 id="exercise-title">Karma</h1>
      <InstructionButton customId={16} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-end" className="btn btn--primary">
          Next: End of the circuit
        </Link>
      </p>
    </section>
  );
}
