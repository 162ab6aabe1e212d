// buy-page (docs/purchases.md): what the player has under FREE_CIRCUITS (free circuits left, circuits from
// passes, the balance), the server's catalogue only where a pass adds circuits (issue 34 item 9), and
// checkout through the server's payment provider (the sandbox's test page, or Stripe Checkout).
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../../../lib/api/http';
import {
  catalogue,
  entitlement,
  formatPrice,
  startCheckout,
  type Catalogue,
  type Entitlement,
} from '../../../lib/api/purchases';
import { ensurePlayer } from '../../../lib/player-session';
import { storage } from '../../../lib/storage';
import { OrderResult } from './order-result';
import { afterBuying, balanceRows, passesAdd } from './balance';
import '../info.css';

export function allowanceText(rights: Entitlement | null, free: number | null): string {
  if (free === null)
    return 'Psi Circuit is free to play on this server: every circuit is open to you, so there is nothing to buy.';
  if (rights === null)
    return `You can play ${free} circuit${free === 1 ? '' : 's'} for free; a pass unlocks more after that.`;
  if (rights.circuitsLeft === 0)
    return `You have played your ${free} free circuit${free === 1 ? '' : 's'}. A pass unlocks more circuits.`;
  const left = rights.circuitsLeft ?? 0;
  return `You have ${left} circuit${left === 1 ? '' : 's'} left to start (${free} free${rights.purchased ? `, ${rights.purchased} from passes` : ''}).`;
}

export default function BuyPage() {
  const search = new URLSearchParams(useSearch());
  const returned = search.get('order');
  const [, navigate] = useLocation();
  const [offer, setOffer] = useState<Catalogue | null>(null);
  const [rights, setRights] = useState<Entitlement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  // Bumped when a returning order turns out paid, so the balance is read again with the new circuits.
  const [paidOrders, setPaidOrders] = useState(0);

  useEffect(() => {
    catalogue().then(setOffer, () =>
      setProblem('The catalogue could not be loaded. Check your connection and try again.'),
    );
  }, [returned]);
  useEffect(() => {
    if (storage.get('session_id')) entitlement().then(setRights, () => setRights(null));
  }, [returned, paidOrders]);
  const free = offer?.freeCircuits ?? rights?.freeCircuits ?? null;
  const known = offer !== null || rights !== null;

  const buy = async (itemId: string) => {
    setBuying(itemId);
    setProblem(null);
    try {
      await ensurePlayer();
      const { checkoutUrl } = await startCheckout(itemId);
      // The sandbox's test page is part of the app; Stripe's page is on Stripe's site.
      if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
      else window.location.assign(checkoutUrl);
    } catch (err) {
      setProblem(
        err instanceof ApiError ? err.message : 'The checkout could not start. Check your connection and try again.',
      );
      setBuying(null);
    }
  };

  return (
    <article className="page prose" aria-labelledby="buy-title">
      <h1 id="buy-title">Buy Psi Circuit</h1>
      {returned ? (
        <OrderResult orderId={returned} status={search.get('status')} onPaid={() => setPaidOrders((n) => n + 1)} />
      ) : null}
      <section className="balance" aria-labelledby="balance-title">
        <h2 id="balance-title">What you have</h2>
        {known ? (
          <dl className="balance__rows" data-testid="balance">
            {balanceRows(rights, free).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="allowance" role="note">
          {allowanceText(rights, free)}
        </p>
      </section>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {offer === null && !problem ? <p role="status">Loading the catalogue…</p> : null}
      {offer && passesAdd(free) ? (
        <ul className="catalogue" aria-label="Catalogue">
          {offer.items.map((item) => (
            <li key={item.id} className="catalogue__item">
              <h2>{item.title}</h2>
              <p>{item.description}</p>
              <p className="catalogue__unlocks">{afterBuying(rights, free, item.circuits)} One payment.</p>
              <p className="catalogue__price">{formatPrice(item.price, item.currency)}</p>
              <p>
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={buying !== null}
                  onClick={() => void buy(item.id)}
                >
                  {buying === item.id
                    ? 'Opening the checkout…'
                    : `Buy the ${item.title} for ${formatPrice(item.price, item.currency)}`}
                </button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {!passesAdd(free) ? null : offer?.provider === 'sandbox' ? (
        <p className="interim-note" role="note">
          This server uses the test payment sandbox: checkout opens a clearly marked test page, no card details are
          asked for and no money moves.
        </p>
      ) : offer ? (
        <p>Payments are handled by Stripe: your card details go to Stripe's secure page, never to us.</p>
      ) : null}
      <p>
        <Link href="/about-page">About Psi Circuit</Link> ·{' '}
        <Link href="/terms-and-conditions">Terms and conditions</Link>
      </p>
    </article>
  );
}
