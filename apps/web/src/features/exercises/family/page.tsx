// Interim page for step 'family' (exercise 2); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function FamilyPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 2 of 16</p>
      <h1 id="exercise-title">Family</h1>
      <InstructionButton customId={2} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-universal" className="btn btn--primary">
          Next: Universal
        </Link>
      </p>
    </section>
  );
}
