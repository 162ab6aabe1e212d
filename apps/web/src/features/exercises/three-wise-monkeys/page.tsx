// Interim page for step 'three-wise-monkeys' (exercise 13); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function ThreeWiseMonkeysPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 13 of 16</p>
      <h1 id="exercise-title">Three Wise Monkeys</h1>
      <InstructionButton customId={13} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-mantra" className="btn btn--primary">
          Next: Mantra
        </Link>
      </p>
    </section>
  );
}
