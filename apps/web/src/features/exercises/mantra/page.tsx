// Interim page for step 'mantra' (exercise 14); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function MantraPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 14 of 16</p>
      <h1 id="exercise-title">Mantra</h1>
      <InstructionButton customId={14} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-in-the-garden" className="btn btn--primary">
          Next: In the Garden
        </Link>
      </p>
    </section>
  );
}
