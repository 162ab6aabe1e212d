// The buy page's calls (docs/api.md "Purchases"): catalogue, entitlement, orders, the sandbox.
import { request } from './http';

export interface CatalogueItem {
  id: string;
  title: string;
  description: string;
  circuits: number;
  /** Minor units (cents). */
  price: number;
  currency: string;
}

export interface Catalogue {
  provider: 'sandbox' | 'stripe';
  freeCircuits: number | null;
  items: CatalogueItem[];
}

export interface Entitlement {
  freeCircuits: number | null;
  started: number;
  purchased: number;
  circuitsLeft: number | null;
}

export interface Order {
  id: string;
  itemId: string;
  title: string;
  circuits: number;
  amount: number;
  currency: string;
  provider: 'sandbox' | 'stripe';
  status: 'pending' | 'paid' | 'cancelled';
  createdAt: string;
  fulfilledAt: string | null;
}

export const catalogue = (): Promise<Catalogue> => request<Catalogue>('/api/catalogue', { auth: false });
export const entitlement = (): Promise<Entitlement> => request<Entitlement>('/api/entitlement');
export const order = (id: string): Promise<Order> => request<Order>(`/api/orders/${encodeURIComponent(id)}`);
export const startCheckout = (itemId: string): Promise<{ order: Order; checkoutUrl: string }> =>
  request('/api/orders', { method: 'POST', body: { itemId } });
export const sandboxPay = (id: string): Promise<Order> =>
  request<Order>(`/api/sandbox/orders/${encodeURIComponent(id)}/pay`, { method: 'POST', body: {} });
export const sandboxCancel = (id: string): Promise<Order> =>
  request<Order>(`/api/sandbox/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });

/** 299 eur → "€2.99", in the player's locale. */
export function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
      amount / 100,
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
