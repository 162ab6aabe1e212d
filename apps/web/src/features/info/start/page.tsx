// The default path (spec §2): a welcome to the circuit. Issue 34 item 4: the title, one line of what it
// is and the call to play come first, inside a 360x640 phone's first screen; the three points follow.
import { Link } from 'wouter';
import { FirstSteps } from '../first-steps';

export default function StartPage() {
  return (
    <section className="page page--start" aria-labelledby="start-title">
      <div className="first-screen">
        <p className="page__eyebrow">A psychic-ability test in 16 exercises</p>
        <h1 id="start-title">Psi Circuit</h1>
        <p className="lead first-screen__line">
          Sixteen small exercises in sensing what is hidden: fewer tries is better, as in golf.
        </p>
        <FirstSteps play="Start the circuit">
          <Link href="/about-page" className="btn btn--ghost">
            About
          </Link>
        </FirstSteps>
      </div>
      <p>
        Walk a quiet circuit of sixteen small exercises: cards, doors, dice, symbols and a hidden garden. Each one asks
        you to sense something you cannot see.
      </p>
      <ul className="feature-list">
        <li>
          <strong>Fifteen scored exercises</strong> add up to your main score. Pure guessing averages 42.385 (par);
          below par is a good outcome.
        </li>
        <li>
          <strong>Seven Golden Orbs</strong> are waiting: one each for Universal, Doors, Crop Circles, Zener, Gateway,
          Mantra and In the Garden, won at the first go.
        </li>
        <li>
          <strong>Karma</strong> closes the circuit with a hidden number from 1 to 100, rated on its own.
        </li>
      </ul>
    </section>
  );
}
