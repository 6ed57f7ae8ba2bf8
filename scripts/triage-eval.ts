/**
 * npm run triage:eval -- <batch.json> [...]: runs triage as the server does (concept rules and the learned
 * safety net; --rules-only for the rules alone, as the offline chat runs them) over labelled batches and
 * prints, per batch, emergencies recognised as emergencies, urgent messages raised, routine messages raised,
 * and each miss with the reason triage gave. A batch is `{ batch, writer, messages: [{ text, level, stage,
 * week, sign? }] }`; a malformed file is named with the field to fix. Exit code 0 (figures, not a verdict).
 */
import { triage } from '../src/core/domain/triage.ts';
import { safetyNet } from '../src/server/zara/safety-net.ts';
import { readBatch } from '../src/server/zara/triage-corpus.ts';

const args = process.argv.slice(2);
const rulesOnly = args.includes('--rules-only');
const files = args.filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('Usage: npm run triage:eval -- <batch.json> [more.json ...] [--rules-only]');
  process.exit(2);
}
const ratio = (n: number, d: number) =>
  `${String(n)}/${String(d)} (${d ? ((100 * n) / d).toFixed(1) : '0.0'}%)`;
for (const file of files) {
  const b = readBatch(file);
  const n = { emergency: [0, 0], urgent: [0, 0], routine: [0, 0] };
  const misses: string[] = [];
  for (const m of b.messages) {
    const t = triage(m.text, { stage: m.stage, week: m.week }, rulesOnly ? {} : { net: safetyNet });
    const ok =
      m.level === 'emergency'
        ? t.level === 'emergency'
        : m.level === 'urgent'
          ? t.level !== 'routine'
          : t.level === 'routine';
    const c = n[m.level];
    c[1] = (c[1] ?? 0) + 1;
    if (m.level === 'routine' ? !ok : ok) c[0] = (c[0] ?? 0) + 1;
    if (!ok)
      misses.push(
        `  ${m.level} -> ${t.level} (${m.stage ?? 'no stage'}, week ${String(m.week ?? '?')}): ${m.text}\n      ${t.reason}`,
      );
  }
  console.log(
    `${b.batch} (${b.writer.slice(0, 80)}), ${String(b.messages.length)} messages${rulesOnly ? ', rules only' : ''}`,
  );
  console.log(`  emergency recognised as emergency: ${ratio(n.emergency[0] ?? 0, n.emergency[1] ?? 0)}`);
  console.log(`  urgent raised (urgent or emergency): ${ratio(n.urgent[0] ?? 0, n.urgent[1] ?? 0)}`);
  console.log(`  routine raised: ${ratio(n.routine[0] ?? 0, n.routine[1] ?? 0)}`);
  console.log(misses.length ? `  misses:\n${misses.join('\n')}` : '  no misses');
}
