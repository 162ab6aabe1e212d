// game-begins (docs/decisions.md, the welcome and the artwork viewer): what a new player sees before exercise 1.
// Issue 34 item 4: the title, one line of what it is and Begin come first, inside a 360x640 phone's first
// screen; the artwork and the four explanation cards (scoring, par 42.385, orbs and Karma, fairness) follow.
import { FirstSteps } from '../first-steps';
import { CardBack } from '../../../components/art/card';
import { Door } from '../../../components/art/doors';
import { GoldenOrb } from '../../../components/art/orb';
import { ZenerSymbol } from '../../../components/art/zener';
import '../info.css';

export default function GameBeginsPage() {
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      <div className="first-screen">
        <p className="page__eyebrow">Welcome to Psi Circuit</p>
        <h1 id="welcome-title">The circuit begins</h1>
        <p className="lead first-screen__line">
          Sixteen small exercises in sensing what is hidden: fewer tries is better, as in golf.
        </p>
        <FirstSteps play="Begin" />
      </div>
      <div className="welcome__art" aria-hidden="true">
        <CardBack />
        <ZenerSymbol symbol="star" />
        <Door colour="purple" />
        <GoldenOrb won />
      </div>
      <p>
        Psi Circuit is a test of intuition played as a walk through sixteen small exercises: cards, family members,
        dice, doors, symbols, a hidden garden. In each one something is hidden, chosen by the server before you guess,
        and you try to sense it.
      </p>
      <div className="welcome__points">
        <section aria-labelledby="welcome-scoring">
          <h2 id="welcome-scoring">How scoring works</h2>
          <p>
            Like golf, you count attempts: finding the target at the first go scores 1, and every extra try adds a
            point. Lower is better. The first fifteen exercises add up to your <strong>main score</strong>.
          </p>
        </section>
        <section aria-labelledby="welcome-par">
          <h2 id="welcome-par">Par is 42.385</h2>
          <p>
            A pure guesser scores <strong>42.385</strong> on average: that is par. A main score below 42.385 is a good
            outcome, and your results show exactly how unusual your score is against chance.
          </p>
        </section>
        <section aria-labelledby="welcome-extras">
          <h2 id="welcome-extras">Orbs and Karma</h2>
          <p>
            Seven Golden Orbs reward Universal, Doors, Crop Circles, Zener, Gateway, Mantra and In the Garden, each won
            at the first go. Karma closes the circuit: a hidden number from 1 to 100, rated on its own from 0 to 99.
          </p>
        </section>
        <section aria-labelledby="welcome-fair">
          <h2 id="welcome-fair">Fair by design</h2>
          <p>
            Every target comes from a secret seed whose fingerprint is published when the circuit starts and revealed
            when it ends, so anyone can check every score.
          </p>
        </section>
      </div>
    </section>
  );
}
