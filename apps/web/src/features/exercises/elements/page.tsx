// Interim page for step 'elements' (exercise 7); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function ElementsPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 7 of 16</p>
      <h1 id="exercise-title">Elements</h1>
      <InstructionButton customId={7} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-duality" className="btn btn--primary">
          Next: Duality
        </Link>
      </p>
    </section>
  );
}
