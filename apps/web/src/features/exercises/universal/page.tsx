// Interim page for step 'universal' (exercise 3); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function UniversalPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 3 of 16</p>
      <h1 id="exercise-title">Universal</h1>
      <InstructionButton customId={3} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-zener" className="btn btn--primary">
          Next: Zener: pick a symbol
        </Link>
      </p>
    </section>
  );
}
