// Interim page for step 'sense-the-sense' (exercise 12); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function SensetheSensePage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 12 of 16</p>
      <h1 id="exercise-title">Sense the Sense</h1>
      <InstructionButton customId={12} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-three-wise-monkeys" className="btn btn--primary">
          Next: Three Wise Monkeys
        </Link>
      </p>
    </section>
  );
}
