import { describe, expect, it } from 'vitest';
import type { TriageCase } from './triage-case.ts';
import { HELDOUT_1 } from './triage-heldout-1.ts';
import { HELDOUT_2 } from './triage-heldout-2.ts';
import { HELDOUT_3 } from './triage-heldout-3.ts';
import { triage } from './triage.ts';

/*
 * Held-out batches, each written before the rules it was first run against, with its figures on that first run
 * (emergency recognised / urgent recognised / routine raised):
 *   batch 1 (82): before the audit's fixes 8/23, 15/23, 1/36; after them 22/23, 21/23, 0/36.
 *   batch 2 (81), fresh after those fixes: 8/23, 17/23, 2/35.
 *   batch 3 (77), fresh after batch 2's fixes: 10/21, 17/22, 0/34.
 * Each batch's misses were then fixed with general families of wording (never its own sentences), so only
 * the first-run figures measure generalisation: on unseen wording about half of indirect emergencies were
 * missed each time. The responder's safety net (crisis lines whenever a routine message speaks of death or
 * harm) covers what the rules still miss. The batches now guard against regressions at the same thresholds.
 */
function figures(name: string, cases: TriageCase[]) {
  const got = cases.map((c) => ({ c, level: triage(c.text, c.context) }));
  const of = (lvl: string) => got.filter((x) => x.c.expected === lvl);
  const emergency = of('emergency');
  const urgent = of('urgent');
  const routine = of('routine');
  const emergencyHit = emergency.filter((x) => x.level.level === 'emergency').length;
  const urgentHit = urgent.filter((x) => x.level.level !== 'routine').length;
  const routineRaised = routine.filter((x) => x.level.level !== 'routine').length;
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(
    [
      `${name}: ${cases.length} held-out messages`,
      `  emergency recognised as emergency: ${emergencyHit}/${emergency.length} (${pct(emergencyHit, emergency.length)})`,
      `  urgent recognised as urgent or emergency: ${urgentHit}/${urgent.length} (${pct(urgentHit, urgent.length)})`,
      `  routine raised (false alarms): ${routineRaised}/${routine.length} (${pct(routineRaised, routine.length)})`,
      ...got
        .filter((x) => x.level.level !== x.c.expected)
        .map((x) => `  differs: [${x.c.expected} -> ${x.level.level}] ${x.c.text} | ${x.level.reason}`),
    ].join('\n'),
  );
  return { emergency, urgent, routine, emergencyHit, urgentHit, routineRaised };
}

describe.each([
  ['held-out batch 1', HELDOUT_1],
  ['held-out batch 2', HELDOUT_2],
  ['held-out batch 3', HELDOUT_3],
])('%s', (name, cases) => {
  const f = figures(name, cases);

  it('is big enough and covers every level', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(f.emergency.length).toBeGreaterThanOrEqual(15);
    expect(f.urgent.length).toBeGreaterThanOrEqual(15);
    expect(f.routine.length).toBeGreaterThanOrEqual(25);
  });

  it('recognises every emergency', () => {
    expect(
      f.emergency.filter((x) => x.level.level !== 'emergency').map((x) => `${x.c.text}: ${x.level.reason}`),
    ).toEqual([]);
  });

  it('recognises at least 98% of urgent messages', () => {
    const missed = f.urgent.filter((x) => x.level.level === 'routine').map((x) => x.c.text);
    expect(f.urgentHit / f.urgent.length, missed.join('\n')).toBeGreaterThanOrEqual(0.98);
  });

  it('raises at most 10% of routine messages', () => {
    const raised = f.routine.filter((x) => x.level.level !== 'routine').map((x) => x.c.text);
    expect(f.routineRaised / f.routine.length, raised.join('\n')).toBeLessThanOrEqual(0.1);
  });
});
