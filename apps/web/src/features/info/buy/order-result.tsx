// After checkout the provider sends the player back to buy-page?order=…&status=…. The order is paid
// only when the server says so (the sandbox at once; Stripe once its webhook has arrived), so poll.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { order as fetchOrder, type Order } from '../../../lib/api/purchases';

const POLL_MS = 2000;
const POLL_LIMIT = 30;

export function OrderResult({
  orderId,
  status,
  onPaid,
}: {
  orderId: string;
  status: string | null;
  /** Told once the order is paid, so the page can show the new balance. */
  onPaid?: () => void;
}) {
  const [current, setCurrent] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const paid = current?.status === 'paid';
  useEffect(() => {
    if (paid) onPaid?.();
    // Once per order: a new onPaid function on a re-render is not a new payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, orderId]);

  useEffect(() => {
    let stopped = false;
    let tries = 0;
    const poll = async () => {
      try {
        const next = await fetchOrder(orderId);
        if (stopped) return;
        setCurrent(next);
        if (next.status === 'pending' && status === 'success' && ++tries < POLL_LIMIT)
          window.setTimeout(() => void poll(), POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [orderId, status]);

  if (failed)
    return (
      <p className="order-result" role="alert">
        This order could not be found for this device.
      </p>
    );
  if (!current)
    return (
      <p className="order-result" role="status">
        Checking your order…
      </p>
    );
  if (current.status === 'paid') {
    return (
      <div className="order-result order-result--paid" role="status">
        <h2>Thank you: your {current.title} is active</h2>
        <p>{current.circuits} more circuits are unlocked.</p>
        <p>
          <Link href="/game-ready-set-go" className="btn btn--primary">
            Play again
          </Link>
        </p>
      </div>
    );
  }
  if (current.status === 'cancelled')
    return (
      <p className="order-result" role="status">
        The checkout was cancelled: nothing was charged.
      </p>
    );
  return (
    <p className="order-result" role="status">
      Waiting for the payment to be confirmed…
    </p>
  );
}
