import { Link } from 'wouter';

export default function AboutPage() {
  return (
    <article className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">About Psi Circuit</h1>
      <p>
        Psi Circuit turns a psychic-ability test into a calm walk through sixteen exercises. It grew out of a board game
        that speaks golf: every exercise counts your attempts, a first-go success is a hole in one, and "par" is what
        pure guessing scores on average.
      </p>
      <h2>Honest numbers</h2>
      <p>
        Every target is drawn by the server before you guess and revealed only after you commit, so nobody (not even the
        app on your phone) can peek. When a circuit ends, its secret seed is published so anyone can replay it and check
        every score.
      </p>
      <p>
        A main score below 42.385 is called a good outcome. That line is par for the whole circuit: about half of all
        random guessers reach it. Your results pages show how unusual your scores really are compared with chance.
      </p>
      <h2>Play anywhere</h2>
      <p>
        Psi Circuit runs in your browser, can be installed on your phone's home screen, and is packaged as a mobile app.
        Anonymous play is welcome; an account keeps your average across devices.
      </p>
      <p>
        <Link href="/what-is-psi-circuit">What is Psi Circuit?</Link> ·{' '}
        <Link href="/world-psychic-experiment">The world psychic experiment</Link> ·{' '}
        <Link href="/feedback-page">Send feedback</Link>
      </p>
    </article>
  );
}
