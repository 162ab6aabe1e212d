import { Link } from 'wouter';

export default function PrivacyPage() {
  return (
    <article className="page prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p>Psi Circuit keeps as little about you as it can. This page says what, where and why.</p>
      <p className="prose__updated">Last updated 27 November 2026.</p>
      <h2>On your device</h2>
      <p>
        The app stores a few values in your browser or phone: a user and session identifier, whether you are logged in,
        the level you reached, your sound volume and where to go next. Logged in on the web, your session itself is a
        cookie that the page&apos;s scripts cannot read, with a second cookie that protects your requests from forgery.
        An offline database on the device holds circuits played without a connection until they can be sent. Clearing
        the app&apos;s data removes all of it.
      </p>
      <h2>On our server</h2>
      <ul>
        <li>
          <strong>Your circuits</strong>: your moves, the targets and the scores, so circuits can be verified and the
          averages computed.
        </li>
        <li>
          <strong>Your account</strong>, if you register: your name, your e-mail address and a salted, memory-hard hash
          of your password (scrypt), never the password itself. Your e-mail address is used to send you a password reset
          link when you ask for one, and for nothing else.
        </li>
        <li>
          <strong>Sessions</strong>: a session ends after a period without play, and a logged-in session ends at the
          latest 30 days after you logged in.
        </li>
        <li>
          <strong>Feedback</strong> you send (its subject, message and rating) and our answer, so that we can reply.
        </li>
        <li>
          <strong>Orders</strong>, if you buy a pass: what you bought, its price and whether it is paid. Payment is made
          on the payment provider&apos;s page (Stripe); your card details never reach us.
        </li>
        <li>
          <strong>Server logs</strong>: for each request, the network address it came from, the address asked for, the
          answer&apos;s status and its time, to keep the service running and to stop abuse. Counts of login and reset
          attempts per network address and per e-mail address are kept for the short windows that limit them.
        </li>
      </ul>
      <h2 id="open-data">Open data</h2>
      <p>
        Anyone can download every counted circuit, so the world experiment can be checked: each circuit&apos;s scores,
        orbs, karma, whether it was finished or abandoned, and its start and end times rounded to the hour. Never your
        name, e-mail, network address, session or exact times. Without research consent your circuits carry no
        identifier at all. With it (a box at registration, in your profile and on the world page, off until you tick
        it), they carry a pseudonym that stays the same for a month and then changes, so researchers can study players
        over time without knowing who they are. Untick it at any time: later downloads no longer carry it.
      </p>
      <h2>What we don&apos;t do</h2>
      <p>
        No advertising trackers, no selling of data, no sharing with third parties except the payment provider for a
        payment you make, or where the law requires it.
      </p>
      <h2>Your rights</h2>
      <p>
        Logged in, the <Link href="/user-details">user details</Link> page lets you download everything we hold about
        you and delete your account with every circuit you played. Playing without an account, or for anything else, ask
        through the <Link href="/feedback-page">feedback page</Link>. The world statistics only ever show anonymous
        totals.
      </p>
    </article>
  );
}
