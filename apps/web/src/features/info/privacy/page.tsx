export default function PrivacyPage() {
  return (
    <article className="page prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p>Psi Circuit keeps as little about you as it can. This page says what, where and why.</p>
      <h2>On your device</h2>
      <p>
        The app stores a few values in your browser or phone: a user and session identifier, whether you are logged in,
        the level you reached, your sound volume and where to go next. An offline database on the device holds circuits
        played without a connection until they can be sent. Clearing the app's data removes all of it.
      </p>
      <h2>On our server</h2>
      <p>
        For each circuit we keep your moves, the targets and the scores, so circuits can be verified and the averages
        computed. If you register we also keep your e-mail address and a salted hash of your password, never the
        password itself. Feedback you send is kept so that we can answer it.
      </p>
      <h2>What we don't do</h2>
      <p>
        No advertising trackers, no selling of data, no sharing with third parties except where the law requires it.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see or delete your data at any time through the feedback page. The world statistics only ever
        show anonymous totals.
      </p>
    </article>
  );
}
