/**
 * The content library's promises (issue 3): counts, coverage, sizes from facts.md, catalogue ids, sources.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSign, isSignId } from '../src/core/domain/warning-signs.ts';
import { ContentError, loadContent, splitFrontMatter } from '../src/server/modules/content/library.ts';
import { signMisfit } from '../src/server/modules/content/sign-fit.ts';

const lib = loadContent();
const weeks = Array.from({ length: 42 }, (_, i) => i + 1);
const weekOf = (n: number) => {
  const w = lib.weeks.find((x) => x.week === n);
  if (!w) throw new Error(`week ${String(n)} missing`);
  return w;
};

/** facts.md: week -> [length cm, weight g] (weights below 1 g are null). */
const FACTS: Record<number, [number, number | null, string]> = {
  4: [0.2, null, 'poppy seed'],
  5: [0.4, null, 'sesame seed'],
  6: [0.6, null, 'lentil'],
  7: [1, null, 'blueberry'],
  8: [1.6, 1, 'raspberry'],
  9: [2.3, 2, 'grape'],
  10: [3.1, 4, 'kumquat'],
  11: [4.1, 7, 'fig'],
  12: [5.4, 14, 'lime'],
  13: [7.4, 23, 'lemon'],
  14: [14.7, 93, 'nectarine'],
  15: [16.7, 117, 'apple'],
  16: [18.6, 146, 'avocado'],
  17: [20.4, 181, 'pear'],
  18: [22.2, 223, 'bell pepper'],
  19: [24, 273, 'mango'],
  20: [25.7, 331, 'banana'],
  21: [27.4, 399, 'carrot'],
  22: [29, 478, 'papaya'],
  23: [30.6, 568, 'grapefruit'],
  24: [32.2, 670, 'ear of corn'],
  25: [33.7, 785, 'cauliflower'],
  26: [35.1, 913, 'lettuce'],
  27: [36.6, 1055, 'cabbage'],
  28: [37.6, 1210, 'eggplant'],
  29: [39.3, 1379, 'butternut squash'],
  30: [40.5, 1559, 'cucumber'],
  31: [41.8, 1751, 'coconut'],
  32: [43, 1953, 'squash'],
  33: [44.1, 2162, 'pineapple'],
  34: [45.3, 2377, 'cantaloupe'],
  35: [46.3, 2595, 'honeydew'],
  36: [47.3, 2813, 'romaine'],
  37: [48.3, 3028, 'swiss chard'],
  38: [49.3, 3236, 'leek'],
  39: [50.1, 3435, 'watermelon'],
  40: [51, 3619, 'pumpkin'],
  41: [51, 3619, 'pumpkin'],
  42: [51, 3619, 'pumpkin'],
};

describe('pregnancy weeks', () => {
  it('has every week 1-42 once, in order', () => {
    expect(lib.weeks.map((w) => w.week)).toEqual(weeks);
  });
  it.each(weeks)(
    'week %i has at least 3 symptoms, 3 recommendations, red flags from the catalogue, a source',
    (n) => {
      const w = weekOf(n);
      expect(w.commonSymptoms.length).toBeGreaterThanOrEqual(3);
      expect(w.zaraRecommends.length).toBeGreaterThanOrEqual(3);
      expect(w.redFlags.length).toBeGreaterThan(0);
      for (const id of w.redFlags) expect(isSignId(id), id).toBe(true);
      expect(w.sources.length).toBeGreaterThan(0);
    },
  );
  it('sizes follow the facts.md table', () => {
    for (const [week, [len, weight, name]] of Object.entries(FACTS)) {
      const w = weekOf(Number(week));
      expect(w.lengthCm, `week ${week} length`).toBeCloseTo(len, 1);
      expect(w.weightG, `week ${week} weight`).toBe(weight);
      expect(w.babySizeComparison.toLowerCase(), `week ${week} comparison`).toContain(name);
      expect(w.lengthMeasure).toBe(Number(week) <= 13 ? 'crown-rump' : 'head-heel');
    }
    for (const n of [1, 2, 3]) expect(weekOf(n).lengthCm).toBeNull();
  });
  it('weeks 41-42 talk about being overdue, movements and induction', () => {
    for (const n of [41, 42]) {
      const text = JSON.stringify(weekOf(n)).toLowerCase();
      expect(text).toMatch(/overdue|late term|post-term/);
      expect(text).toMatch(/movement/);
      expect(text).toMatch(/induc/);
    }
  });
  it('no movement red flag before 24 weeks', () => {
    for (const w of lib.weeks.filter((x) => x.week < 24))
      expect(w.redFlags).not.toContain('reduced-fetal-movement');
  });
  it('every red flag fits its week: a pregnancy sign, inside the catalogue window', () => {
    for (const w of lib.weeks)
      for (const id of w.redFlags)
        expect(
          signMisfit(id, { stages: ['pregnancy'], weekStart: w.week }),
          `week ${String(w.week)}`,
        ).toBeNull();
  });
});

describe('postpartum weeks', () => {
  it('has weeks 0-12 and "after 12" (13), with catalogue ids', () => {
    expect(lib.postpartumWeeks.map((w) => w.week)).toEqual(Array.from({ length: 14 }, (_, i) => i));
    for (const w of lib.postpartumWeeks) for (const id of w.notNormal) expect(isSignId(id), id).toBe(true);
  });
  it('what is not normal after birth is an after-birth, newborn or mental-health sign', () => {
    for (const w of lib.postpartumWeeks)
      for (const id of w.notNormal)
        expect(signMisfit(id, { stages: ['postpartum', 'newborn', 'mental-health'] })).toBeNull();
  });
});

describe('education', () => {
  it('has at least 60 articles of 250-900 words with read time from words', () => {
    expect(lib.articles.length).toBeGreaterThanOrEqual(60);
    for (const a of lib.articles) {
      expect(a.wordCount, a.id).toBeGreaterThanOrEqual(250);
      expect(a.wordCount, a.id).toBeLessThanOrEqual(900);
      expect(a.readTime).toBe(Math.max(1, Math.round(a.wordCount / 200)));
    }
  });
  it('every week 1-42 has at least 4 fitting articles; at least 8 are featured', () => {
    for (const n of weeks) {
      const fitting = lib.articles.filter((a) => a.weekStart <= n && n <= a.weekEnd);
      expect(fitting.length, `week ${String(n)}`).toBeGreaterThanOrEqual(4);
    }
    expect(lib.articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(8);
  });
  it('covers every article category and has at least 60 FAQs', () => {
    expect(new Set(lib.articles.map((a) => a.category))).toEqual(
      new Set(['baby', 'body', 'emotional', 'preparation']),
    );
    expect(lib.faqs.length).toBeGreaterThanOrEqual(60);
  });
  it('key articles have peak weeks inside their range; after-birth peaks only on after-birth articles', () => {
    for (const a of lib.articles) {
      for (const p of a.peaks) expect(a.weekStart <= p.from && p.to <= a.weekEnd, a.id).toBe(true);
      if (a.postpartumPeaks.length) expect(a.postpartum, a.id).toBe(true);
    }
    expect(lib.articles.filter((a) => a.peaks.length).length).toBeGreaterThanOrEqual(20);
  });
  it('every FAQ category has a label and a Learn chip; after-birth questions are marked for after birth', () => {
    expect(lib.faqCategories.map((c) => c.id).sort()).toEqual(
      [...new Set(lib.faqs.map((f) => f.category))].sort(),
    );
    for (const c of lib.faqCategories) expect(['baby', 'body', 'emotional', 'preparation']).toContain(c.chip);
    for (const f of lib.faqs.filter((x) => x.category === 'after-birth'))
      expect(f.postpartum, f.id).toBe(true);
    // Labour, induction and pregnancy-only worries are not after-birth questions.
    for (const f of lib.faqs.filter((x) => x.category === 'labour-and-birth'))
      expect(f.postpartum, f.id).toBe(false);
  });
  it('has the two guides', () => {
    expect(lib.guides).toHaveLength(2);
  });
});

describe('exercises, milestones, affirmations, checklists', () => {
  it('at least 20 exercises across the five categories, covering all of pregnancy and some after birth', () => {
    expect(lib.exercises.length).toBeGreaterThanOrEqual(20);
    expect(new Set(lib.exercises.map((e) => e.category))).toEqual(
      new Set(['stretching', 'walking', 'pelvic_floor', 'breath', 'strength']),
    );
    for (const n of weeks) {
      expect(
        lib.exercises.some((e) => e.stage === 'pregnancy' && e.weekStart <= n && n <= e.weekEnd),
        `week ${String(n)}`,
      ).toBe(true);
    }
    expect(lib.exercises.some((e) => e.stage === 'postpartum')).toBe(true);
    const stopSigns = new Set(lib.exercises.flatMap((e) => e.stopSigns));
    for (const id of [
      'vaginal-bleeding',
      'dizziness-fainting',
      'chest-pain-breathing',
      'leg-clot-signs',
      'waters-breaking',
      'preterm-contractions',
    ]) {
      expect(stopSigns.has(id), id).toBe(true);
    }
    for (const id of stopSigns) expect(isSignId(id), id).toBe(true);
  });
  it('every stop sign fits the activity: its stage, and already in force in its first week', () => {
    for (const e of lib.exercises) {
      const fit =
        e.stage === 'pregnancy'
          ? { stages: ['pregnancy'] as const, weekStart: e.weekStart }
          : { stages: ['postpartum'] as const };
      for (const id of e.stopSigns) expect(signMisfit(id, fit), `${e.id}: ${id}`).toBeNull();
    }
    // After birth: the catalogue's after-birth signs, including feeling faint with heavy bleeding.
    for (const e of lib.exercises.filter((x) => x.stage === 'postpartum')) {
      expect(e.stopSigns).not.toContain('dizziness-fainting');
      expect(e.stopSigns).toContain('postpartum-haemorrhage-collapse');
    }
  });
  it('the sign check rejects signs of the wrong stage or before their weeks', () => {
    expect(signMisfit('dizziness-fainting', { stages: ['postpartum'] })).toMatch(/pregnancy, not postpartum/);
    expect(signMisfit('preterm-contractions', { stages: ['pregnancy'], weekStart: 14 })).toMatch(
      /from week 14, but the catalogue gives it from week 20/,
    );
    expect(signMisfit('ectopic-signs', { stages: ['pregnancy'], weekStart: 20 })).toMatch(
      /only up to week 13/,
    );
    expect(signMisfit('preterm-contractions', { stages: ['pregnancy'], weekStart: 28 })).toBeNull();
    expect(signMisfit('newborn-fever', { stages: ['newborn'] })).toBeNull();
    expect(signMisfit('no-such-sign', { stages: ['newborn'] })).toMatch(/unknown warning sign/);
  });
  it('at least 3 milestones a week for weeks 0-12; before 8 weeks they say timing varies', () => {
    for (let w = 0; w <= 12; w++) {
      const list = lib.milestoneTemplates.filter((m) => m.weekNumber === w);
      expect(list.length, `week ${String(w)}`).toBeGreaterThanOrEqual(3);
      if (w < 8)
        for (const m of list)
          expect(`${m.description} ${m.expectedBehaviour}`.toLowerCase(), m.id).toMatch(
            /timing varies|vary|varies/,
          );
    }
  });
  it('milestone red flags are newborn catalogue ids; no template copies a threshold', () => {
    for (const m of lib.milestoneTemplates) {
      for (const id of m.redFlags) expect(getSign(id)?.stages, `${m.id}: ${id}`).toContain('newborn');
      expect(m.redFlags.length + m.developmentalConcerns.length, m.id).toBeGreaterThan(0);
      // Thresholds (temperatures, hours) live in the catalogue only.
      for (const text of m.developmentalConcerns) expect(text, m.id).not.toMatch(/°|\d+\s*(C|F|hours?)\b/);
    }
    const ids = new Set(lib.milestoneTemplates.flatMap((m) => m.redFlags));
    for (const id of ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-breathing-difficulty'])
      expect(ids.has(id), id).toBe(true);
  });
  it('at least 90 affirmations with night, pregnancy and postpartum ones', () => {
    expect(lib.affirmations.length).toBeGreaterThanOrEqual(90);
    expect(lib.affirmations.filter((a) => a.tags.includes('night')).length).toBeGreaterThanOrEqual(20);
    for (const stage of ['pregnancy', 'postpartum'] as const)
      expect(lib.affirmations.some((a) => a.stage === stage)).toBe(true);
    for (const t of [1, 2, 3]) expect(lib.affirmations.some((a) => a.trimester === t)).toBe(true);
  });
  it('checklists: 40+ bag items in four groups, birth-plan sections, 6 prep items with week rules', () => {
    expect(lib.checklists.hospitalBag.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lib.checklists.hospitalBag.map((i) => i.group))).toEqual(
      new Set(['mother', 'baby', 'partner', 'documents']),
    );
    const prep = Object.fromEntries(lib.checklists.prepChecklist.map((p) => [p.id, p.highFromWeek]));
    expect(prep).toMatchObject({ 'birth-plan': 32, 'hospital-bag': 35, 'postpartum-plan': 36 });
  });
});

describe('sources', () => {
  it('every item records at least one source', () => {
    const all = [
      ...lib.weeks,
      ...lib.postpartumWeeks,
      ...lib.articles,
      ...lib.faqs,
      ...lib.guides,
      ...lib.exercises,
      ...lib.milestoneTemplates,
      ...lib.affirmations,
    ];
    for (const item of all) expect(item.sources.length).toBeGreaterThan(0);
    expect(lib.checklists.sources.length).toBeGreaterThan(0);
  });
  it('checklist items that make claims carry their own sources: each bag group, section and prep item', () => {
    const c = lib.checklists;
    for (const group of ['mother', 'baby', 'partner', 'documents'] as const)
      expect(c.hospitalBagSources[group].length, group).toBeGreaterThan(0);
    for (const s of c.birthPlanSections) expect(s.sources.length, s.id).toBeGreaterThan(0);
    for (const p of c.prepChecklist) expect(p.sources.length, p.id).toBeGreaterThan(0);
  });
});

describe('loading', () => {
  it('a bad article stops loading with an error naming the file and what is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zara-content-'));
    mkdirSync(join(dir, 'articles'));
    const meta =
      'id: short-one\ntitle: T\nsummary: S\ncategory: body\nfeatured: false\nweekStart: 1\nweekEnd: 2\nsources:\n  - org: NHS\n    title: Page';
    writeFileSync(join(dir, 'articles', 'short-one.md'), `---\n${meta}\n---\nToo short.`);
    expect(() => loadContent(dir)).toThrow(/content\/articles\/short-one\.md: body has 2 words/);
    writeFileSync(
      join(dir, 'articles', 'short-one.md'),
      `---\n${meta.replace('category: body', 'category: nonsense')}\n---\nx`,
    );
    expect(() => loadContent(dir)).toThrow(/articles\/short-one\.md: item "short-one" is invalid: category/);
    writeFileSync(join(dir, 'articles', 'short-one.md'), 'no front matter');
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => splitFrontMatter('no front matter')).toThrow(/front matter/);
  });
});
