// Interim page for step 'duality' (exercise 8); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function DualityPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 8 of 16</p>
      <h1 id="exercise-title">Duality</h1>
      <InstructionButton customId={8} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-crop-circles" className="btn btn--primary">
          Next: Crop Circles
        </Link>
      </p>
    </section>
  );
}
