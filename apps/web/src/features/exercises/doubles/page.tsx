// Interim page for step 'doubles' (exercise 4); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function DoublesPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 4 of 16</p>
      <h1 id="exercise-title">Doubles</h1>
      <InstructionButton customId={4} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-yin-yang" className="btn btn--primary">
          Next: Yin Yang
        </Link>
      </p>
    </section>
  );
}
