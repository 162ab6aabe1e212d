import { Link } from 'wouter';
import { Modal } from '../../components/ui/modal';
import { isLoggedIn } from '../../lib/api/accounts';

const GROUPS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Play',
    links: [
      ['/game-ready-set-go', 'Start the circuit'],
      ['/instructions', 'Instructions'],
      ['/my-score', 'My score'],
      ['/psychic-performance-score', 'Performance'],
    ],
  },
  {
    title: 'Discover',
    links: [
      ['/what-is-psi-circuit', 'What is Psi Circuit?'],
      ['/world-psychic-experiment', 'World psychic experiment'],
      ['/about-page', 'About'],
      ['/buy-page', 'Buy'],
    ],
  },
  {
    title: 'Account',
    links: [
      ['/login', 'Log in'],
      ['/registration', 'Registration'],
      ['/user-profile', 'Your profile'],
    ],
  },
  {
    title: 'Help',
    links: [
      ['/feedback-page', 'Feedback'],
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/privacy-policy', 'Privacy policy'],
    ],
  },
];

// A logged-in player has no use for Log in and Registration (read when the menu renders).
const LOGGED_IN_ACCOUNT: [string, string][] = [
  ['/user-profile', 'Your profile'],
  ['/user-details', 'Your details'],
];

export function SiteMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" className="site-menu">
      <nav aria-label="Site">
        {GROUPS.map((g) => (
          <div key={g.title} className="site-menu__group">
            <h3>{g.title}</h3>
            <ul>
              {(g.title === 'Account' && isLoggedIn() ? LOGGED_IN_ACCOUNT : g.links).map(([href, label]) => (
                <li key={href}>
                  <Link href={href} onClick={onClose}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Modal>
  );
}
