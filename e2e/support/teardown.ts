// Removes the e2e run's throwaway PGlite folder (created in playwright.config.ts).
import { rmSync } from 'node:fs';

export default function teardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_GATED_DATA_DIR]) {
    if (dir && dir.includes('psi-e2e-')) rmSync(dir, { recursive: true, force: true });
  }
}
