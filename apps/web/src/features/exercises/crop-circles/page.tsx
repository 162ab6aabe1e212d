// Interim page for step 'crop-circles' (exercise 9); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function CropCirclesPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 9 of 16</p>
      <h1 id="exercise-title">Crop Circles</h1>
      <InstructionButton customId={9} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-zener-reveal" className="btn btn--primary">
          Next: Zener
        </Link>
      </p>
    </section>
  );
}
