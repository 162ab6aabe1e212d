import { Link } from 'wouter';
import { Modal } from '../../components/ui/modal';

const GROUPS: { title: string; links: [string, string][] }[] = [
  { title: 'Play', links: [['/game-ready-set-go', 'Start the circuit'], ['/instructions', 'Instructions'], ['/my-score', 'My score'], ['/psychic-performance-score', 'Performance']] },
  { title: 'Discover', links: [['/what-is-psi-circuit', 'What is Psi Circuit?'], ['/world-psychic-experiment', 'World psychic experiment'], ['/about-page', 'About'], ['/buy-page', 'Buy']] },
  { title: 'Account', links: [['/login', 'Log in'], ['/registration', 'Registration'], ['/user-profile', 'Your profile']] },
  { title: 'Help', links: [['/feedback-page', 'Feedback'], ['/terms-and-conditions', 'Terms and conditions'], ['/privacy-policy', 'Privacy policy']] },
];

export function SiteMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" className="site-menu">
      <nav aria-label="Site">
        {GROUPS.map((g) => (
          <div key={g.title} className="site-menu__group">
            <h3>{g.title}</h3>
            <ul>
              {g.links.map(([href, label]) => (
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
