/**
 * The learned safety net's weights (docs/clinical-safety.md, "The learned safety net"), loaded once on the
 * server: `npm run triage:train` writes them from the labelled corpus. The browser never loads them; its
 * offline triage (src/web/features/zara/fallback.ts) runs the concept rules alone.
 */
import { loadSafetyNet, type SafetyNet, type SafetyNetFile } from '../../core/domain/triage-net.ts';
import weights from './triage-net-weights.json' with { type: 'json' };

export const safetyNet: SafetyNet = loadSafetyNet(weights as SafetyNetFile);
