// Interim page for step 'in-the-garden' (exercise 15); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function IntheGardenPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 15 of 16</p>
      <h1 id="exercise-title">In the Garden</h1>
      <InstructionButton customId={15} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-karma" className="btn btn--primary">
          Next: Karma
        </Link>
      </p>
    </section>
  );
}
