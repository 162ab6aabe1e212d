// Interim page for step 'doors' (exercise 6); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function DoorsPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 6 of 16</p>
      <h1 id="exercise-title">Doors</h1>
      <InstructionButton customId={6} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-elements" className="btn btn--primary">
          Next: Elements
        </Link>
      </p>
    </section>
  );
}
