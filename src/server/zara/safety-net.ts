/**
 * The learned safety net's weights (docs/clinical-safety.md, "The learned safety net"), loaded once on the
 * server: `npm run triage:train` writes them from the labelled corpus. The browser never loads them; its
 * offline triage (src/web/features/zara/fallback.ts) runs the concept rules alone.
 *
 * Read and parsed as JSON rather than imported: the file is 3 MB, and tsx (the server) and Vite (the tests) turn
 * an imported JSON file into a JavaScript module first, which took several times as long as JSON.parse on every
 * start of the server and of each test worker.
 */
import { readFileSync } from 'node:fs';
import { loadSafetyNet, type SafetyNet, type SafetyNetFile } from '../../core/domain/triage-net.ts';

const weights = JSON.parse(
  readFileSync(new URL('./triage-net-weights.json', import.meta.url), 'utf8'),
) as SafetyNetFile;

export const safetyNet: SafetyNet = loadSafetyNet(weights);
