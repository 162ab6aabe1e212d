import { Link } from 'wouter';

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal and help">
        <Link href="/terms-and-conditions">Terms</Link>
        <Link href="/privacy-policy">Privacy</Link>
        <Link href="/feedback-page">Feedback</Link>
        <Link href="/about-page">About</Link>
      </nav>
    </footer>
  );
}
