// Spec §2 "what-is-{product}": the product is Psi Circuit.
import { Link } from 'wouter';
import { INSTRUCTIONS } from '../../instructions/texts';

export default function WhatIsPage() {
  return (
    <article className="page prose" aria-labelledby="what-is-title">
      <h1 id="what-is-title">What is Psi Circuit?</h1>
      <p>
        Psi Circuit is a test of intuition played as a circuit. You move through the exercises in order, each one asking
        you to sense a hidden choice: a card, a door, a symbol, a number.
      </p>
      <h2>The circuit</h2>
      <ol className="circuit-list">
        {INSTRUCTIONS.map((t) => (
          <li key={t.customId}>{t.title}</li>
        ))}
      </ol>
      <p>
        Zener is played in two parts: you pick a symbol right after Universal, and the deck is flipped when the Zener
        exercise is reached.
      </p>
      <h2>Scores, orbs and karma</h2>
      <p>
        Scores are attempt counts, so lower is better. The first fifteen exercises add up to your main score. Seven
        Golden Orbs reward Universal, Doors, Crop Circles, Zener, Gateway, Mantra and In the Garden won at the first go,
        and Karma gives a separate rating from 0 to 99.
      </p>
      <p>
        <Link href="/instructions">Read every exercise's instructions</Link>
      </p>
    </article>
  );
}
