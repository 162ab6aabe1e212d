// The buy page's calls (docs/api.md "Purchases"): catalogue, entitlement, orders, the sandbox.
import { request } from './http';
import type { Catalogue, CatalogueItem, Checkout, Entitlement, Order } from './types';

export type { Catalogue, CatalogueItem, Entitlement, Order };

export const catalogue = (): Promise<Catalogue> => request<Catalogue>('/api/catalogue', { auth: false });
export const entitlement = (): Promise<Entitlement> => request<Entitlement>('/api/entitlement');
export const order = (id: string): Promise<Order> => request<Order>(`/api/orders/${encodeURIComponent(id)}`);
export const startCheckout = (itemId: string): Promise<Checkout> =>
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
