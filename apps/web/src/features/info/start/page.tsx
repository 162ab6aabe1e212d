// The default path (spec §2) and game-begins: a welcome to the circuit.
import { Link } from 'wouter';
import { FirstSteps } from '../first-steps';

export default function StartPage() {
  return (
    <section className="page page--start" aria-labelledby="start-title">
      <p className="page__eyebrow">A psychic-ability test in 16 exercises</p>
      <h1 id="start-title">Psi Circuit</h1>
      <p className="lead">
        Walk a quiet circuit of sixteen small exercises: cards, doors, dice, symbols and a hidden garden. Each one asks
        you to sense something you cannot see. Like golf, fewer attempts is better.
      </p>
      <ul className="feature-list">
        <li>
          <strong>Fifteen scored exercises</strong> add up to your main score. Pure guessing averages about 42.4; below
          42.385 is a good outcome.
        </li>
        <li>
          <strong>Seven Golden Orbs</strong> are waiting: one each for Universal, Doors, Crop Circles, Zener, Gateway,
          Mantra and In the Garden, won at the first go.
        </li>
        <li>
          <strong>Karma</strong> closes the circuit with a hidden number from 1 to 100, rated on its own.
        </li>
      </ul>
      <FirstSteps play="Start the circuit">
        <Link href="/about-page" className="btn btn--ghost">
          About
        </Link>
      </FirstSteps>
    </section>
  );
}
