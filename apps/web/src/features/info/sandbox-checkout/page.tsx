// The sandbox payment provider's test checkout page (docs/purchases.md): clearly a test, no card
// details, no money. Pay completes the order on the server; Cancel cancels it.
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../../lib/api/http';
import { formatPrice, order as fetchOrder, sandboxCancel, sandboxPay, type Order } from '../../../lib/api/purchases';
import '../info.css';

export default function SandboxCheckoutPage() {
  const orderId = new URLSearchParams(useSearch()).get('order') ?? '';
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState<Order | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!orderId) {
      setProblem('No order was given: start from the buy page.');
      return;
    }
    fetchOrder(orderId).then(setCurrent, (err: unknown) =>
      setProblem(
        err instanceof ApiError && err.status === 404 ? 'This order was not found.' : 'The order could not be loaded.',
      ),
    );
  }, [orderId]);

  const finish = async (action: 'pay' | 'cancel') => {
    setBusy(true);
    try {
      await (action === 'pay' ? sandboxPay(orderId) : sandboxCancel(orderId));
      navigate(`/buy-page?order=${encodeURIComponent(orderId)}&status=${action === 'pay' ? 'success' : 'cancelled'}`, {
        replace: true,
      });
    } catch (err) {
      setProblem(
        err instanceof ApiError
          ? err.message
          : 'The test payment could not be sent. Check your connection and try again.',
      );
      setBusy(false);
    }
  };

  return (
    <section className="page test-checkout" aria-labelledby="checkout-title">
      <p className="test-checkout__banner" role="note">
        <span>TEST CHECKOUT · SANDBOX · NO MONEY MOVES</span>
      </p>
      <h1 id="checkout-title">Test checkout</h1>
      <p>
        This server uses the built-in payment sandbox, for trying the buy page. No card details are asked for and
        nothing is charged; the pass is unlocked exactly as a real payment would unlock it.
      </p>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {current ? (
        <div className="test-checkout__card">
          <p className="test-checkout__total">
            <span>{current.title}</span>
            <span>{formatPrice(current.amount, current.currency)}</span>
          </p>
          <p>Unlocks {current.circuits} more circuits.</p>
          {current.status === 'pending' ? (
            <p className="actions">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void finish('pay')}>
                Pay {formatPrice(current.amount, current.currency)} (test, no charge)
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void finish('cancel')}>
                Cancel
              </button>
            </p>
          ) : (
            <p role="status">This order is already {current.status}.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
