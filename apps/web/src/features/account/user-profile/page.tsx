import { useState } from 'react';
import { Link } from 'wouter';
import { storage } from '../../../lib/storage';
import { levelName, STEPS } from '@psi/engine';

export default function UserProfilePage() {
  const [loggedIn, setLoggedIn] = useState(() => Boolean(storage.get('logined_user')));
  const level = storage.get('current_level');

  const logOut = () => {
    // Spec §6: a logged-in user is marked by logined_user, session_id and userid.
    storage.remove('logined_user');
    storage.remove('session_id');
    storage.remove('userid');
    setLoggedIn(false);
  };

  return (
    <section className="page" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      {loggedIn ? (
        <>
          <p>You are logged in{storage.get('userid') ? ` as player ${storage.get('userid')}` : ''}.</p>
          <p className="actions">
            <Link href="/user-details" className="btn btn--secondary">
              Edit your details
            </Link>
            <button type="button" className="btn btn--ghost" onClick={logOut}>
              Log out
            </button>
          </p>
        </>
      ) : (
        <>
          <p>You are playing anonymously. Log in or register to keep your results across devices.</p>
          <p className="actions">
            <Link href="/login" className="btn btn--primary">
              Log in
            </Link>
            <Link href="/registration" className="btn btn--secondary">
              Register
            </Link>
          </p>
        </>
      )}
      <p>{level && levelName(level, STEPS) ? `Your circuit is at ${levelName(level, STEPS)}.` : 'You have not started a circuit yet.'}</p>
      <p>
        <Link href="/my-score">See your scores</Link>
      </p>
    </section>
  );
}
