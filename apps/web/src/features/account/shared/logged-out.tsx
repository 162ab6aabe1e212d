import { Link } from 'wouter';

/** What an anonymous player sees on the account-only pages, and what they keep (docs/accounts.md). */
export function LoggedOut({ what }: { what: string }) {
  return (
    <>
      <p>You are playing anonymously. Log in or register to see {what}.</p>
      <p className="account-note">
        Without an account, your circuits live in this browser's session only: they are counted in your average while
        the session lasts, and lost if it times out or the browser's data is cleared. Register or log in and every
        circuit you played here moves into your account, on every device, marked “played before signing in”: listed, but
        left out of the account's statistics, which count only circuits started while signed in.
      </p>
      <p className="actions">
        <Link href="/login" className="btn btn--primary">
          Log in
        </Link>
        <Link href="/registration" className="btn btn--secondary">
          Register
        </Link>
      </p>
    </>
  );
}
