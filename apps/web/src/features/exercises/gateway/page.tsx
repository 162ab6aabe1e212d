// Interim page for step 'gateway' (exercise 11); the circuit issue replaces this file with the real board.
import { Link } from 'wouter';
import { InstructionButton } from '../../instructions/instruction-button';

export default function GatewayPage() {
  return (
    <section className="page page--exercise" aria-labelledby="exercise-title">
      <p className="page__eyebrow">Exercise 11 of 16</p>
      <h1 id="exercise-title">Gateway</h1>
      <InstructionButton customId={11} />
      <p className="interim-note">This exercise's board arrives with the circuit issue.</p>
      <p>
        <Link href="/game-sense-the-sense" className="btn btn--primary">
          Next: Sense the Sense
        </Link>
      </p>
    </section>
  );
}
