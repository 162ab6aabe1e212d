export default function TermsPage() {
  return (
    <article className="page prose" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms and conditions</h1>
      <p className="prose__updated">Last updated 27 November 2026.</p>
      <p>By playing Psi Circuit you agree to these terms. They are written to be read, not to trip you up.</p>
      <h2>1. The game</h2>
      <p>
        Psi Circuit is a game and an experiment in intuition. Its scores are for curiosity and entertainment; they are
        not a medical, psychological or professional assessment of any kind.
      </p>
      <h2>2. Fair play</h2>
      <p>
        Please play honestly: don't automate play, probe the service for targets, or interfere with other players'
        circuits. Circuits that break these rules may be removed from the world statistics.
      </p>
      <h2>3. Your account</h2>
      <p>
        You may play anonymously. If you register, keep your password to yourself; you are responsible for what happens
        under your account. You can delete your account at any time from the user details page.
      </p>
      <p>
        One account per person. The hall of fame ranks people, not accounts, and its chance band assumes each player is
        counted once: a second account would be a second lottery ticket. Accounts that break this rule may be removed
        from the hall of fame.
      </p>
      <h2>4. The hall of fame</h2>
      <p>
        You appear in the hall of fame only if you opt in from your profile, under a display name you choose (never your
        own name or e-mail). A name must not offend or pass for someone else, the operator or Psi Circuit itself; an
        administrator may hide a name at any time.
      </p>
      <h2>5. Feedback</h2>
      <p>Feedback you send may be used to improve the game. We reply through the app when we can.</p>
      <h2>6. Availability</h2>
      <p>
        We aim to keep Psi Circuit running but cannot promise it will always be available or free of errors. Features
        may change.
      </p>
      <h2>7. Changes</h2>
      <p>If these terms change, the new version will appear on this page with its date.</p>
    </article>
  );
}
