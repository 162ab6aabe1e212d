// Interim page for step 'zener' (exercise 10); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function ZenerpickasymbolPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 10 of 16</p>
      <h1 id="exercise-title">Zener: pick a symbol</h1>
      <InstructionButton customId={10} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-doubles" className="btn btn--primary">
          Next: Doubles
        </Link>
      </p>
    </section>
  );
}
