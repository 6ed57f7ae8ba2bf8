import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { triage, type TriageLevel, type TriageStage } from './triage.ts';

/*
 * New wording written by the developer while fixing families of misses (fixtures/triage-probes): a regression
 * guard for the concept rules alone, as the offline chat runs them. Not blind, so never training data and never a
 * measure of generalisation (docs/clinical-safety.md, "How well it generalises").
 */
interface Probe {
  text: string;
  level: TriageLevel;
  stage: TriageStage;
  week: number | null;
}
const probes = (
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'fixtures', 'triage-probes', 'developer.json'),
      'utf8',
    ),
  ) as { messages: Probe[] }
).messages;

describe('the concept rules on the developer probes', () => {
  it('has emergencies, urgent and routine messages in English and Spanish', () => {
    expect(probes.length).toBeGreaterThan(250);
    for (const level of ['emergency', 'urgent', 'routine'] as const)
      expect(probes.filter((p) => p.level === level).length).toBeGreaterThan(50);
  });

  it('recognises every emergency, raises every urgent message and leaves every routine one', () => {
    const wrong = probes
      .map((p) => ({ p, got: triage(p.text, { stage: p.stage, week: p.week }).level }))
      .filter(({ p, got }) =>
        p.level === 'emergency'
          ? got !== 'emergency'
          : p.level === 'urgent'
            ? got === 'routine'
            : got !== 'routine',
      )
      .map(({ p, got }) => `${p.level} -> ${got}: ${p.text}`);
    expect(wrong).toEqual([]);
  });
});
