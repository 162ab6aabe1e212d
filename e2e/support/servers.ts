// The e2e servers' addresses and the operator account made before the main server starts
// (playwright.config.ts runs `npm run admin -- create` on its data folder first).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second server with FREE_CIRCUITS=1, for the buy-a-pass flow (issue 10). */
export const GATED_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
export const E2E_ADMIN = { email: 'operator@e2e.example', password: 'e2e operator password' } as const;
