// Interim page for step 'yin-yang' (exercise 5); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function YinYangPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 5 of 16</p>
      <h1 id="exercise-title">Yin Yang</h1>
      <InstructionButton customId={5} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-doors" className="btn btn--primary">
          Next: Doors
        </Link>
      </p>
    </section>
  );
}
