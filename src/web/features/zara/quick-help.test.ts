import { describe, expect, it } from 'vitest';
import { signsForStage } from '../../../core/domain/warning-signs.ts';
import { quickHelpGroups } from './quick-help.ts';

const ids = (groups: ReturnType<typeof quickHelpGroups>) => groups.flatMap((g) => g.signs.map((s) => s.id));

describe('Quick Help warning signs', () => {
  it('shows every emergency and urgent pregnancy sign for her week, not the first ten', () => {
    const shown = ids(quickHelpGroups('pregnant', 30));
    const expected = signsForStage('pregnancy', 30).filter((s) => s.level !== 'routine');
    expect(shown).toHaveLength(expected.length);
    expect(shown.length).toBeGreaterThan(10);
    for (const id of [
      'vaginal-bleeding',
      'waters-breaking',
      'severe-headache',
      'vision-changes',
      'fever',
      'preterm-contractions',
      'reduced-fetal-movement',
    ])
      expect(shown, id).toContain(id);
  });

  it('groups by whom to call, emergencies first', () => {
    const groups = quickHelpGroups('pregnant', 30);
    expect(groups.map((g) => g.level)).toEqual(['emergency', 'urgent']);
    expect(groups[0]?.action).toBe('Call emergency services now');
    for (const g of groups) for (const s of g.signs) expect(s.level).toBe(g.level);
  });

  it('follows her week: reduced movement only from 24 weeks', () => {
    expect(ids(quickHelpGroups('pregnant', 12))).not.toContain('reduced-fetal-movement');
  });

  it("after the birth shows her signs and then her baby's", () => {
    const groups = quickHelpGroups('postpartum', 2);
    expect(groups.map((g) => g.who)).toEqual([
      'You, after the birth',
      'You, after the birth',
      'Your baby',
      'Your baby',
    ]);
    const shown = ids(groups);
    for (const id of ['newborn-fever', 'newborn-not-feeding', 'newborn-jaundice', 'postpartum-psychosis'])
      expect(shown).toContain(id);
    expect(shown).not.toContain('reduced-fetal-movement');
  });

  it('without a stage shows all three sets', () => {
    expect(new Set(quickHelpGroups(null, null).map((g) => g.who))).toEqual(
      new Set(['In pregnancy', 'You, after the birth', 'Your baby']),
    );
  });
});
