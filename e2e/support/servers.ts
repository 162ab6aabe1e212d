// The e2e servers' addresses and the operator account made before the main server starts
// (playwright.config.ts runs `npm run admin -- create` on its data folder first).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * A second server with FREE_CIRCUITS=1, for the buy-a-pass flow (docs/decisions.md). Far from E2E_PORT, so
 * runs with neighbouring E2E_PORTs on one machine do not collide; E2E_GATED_PORT overrides it.
 */
export const E2E_GATED_PORT = Number(process.env.E2E_GATED_PORT ?? E2E_PORT + 20000);
export const GATED_URL = `http://127.0.0.1:${E2E_GATED_PORT}`;
export const E2E_ADMIN = { email: 'operator@e2e.example', password: 'e2e operator password' } as const;
