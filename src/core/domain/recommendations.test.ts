import { describe, expect, it } from 'vitest';
import { postpartumWeeks } from '../../../content/postpartum-weeks.ts';
import { weeks01to21 } from '../../../content/pregnancy-weeks/weeks-01-21.ts';
import { weeks22to42 } from '../../../content/pregnancy-weeks/weeks-22-42.ts';
import { isSafetyNote, splitRecommendations } from './recommendations.ts';

const pregnancy = [...weeks01to21, ...weeks22to42];

describe("'What to Do Today': tasks apart from safety notes", () => {
  it('week 24: the reduced-movements advice is a safety note, the rest are tasks', () => {
    const w24 = pregnancy.find((w) => w.week === 24);
    const split = splitRecommendations(w24?.zaraRecommends ?? []);
    expect(split.notes).toEqual([expect.stringMatching(/^If your baby is moving less than usual/)]);
    expect(split.tasks.map((t) => t.index)).toEqual([0, 2, 3]);
  });

  it.each([
    'If peeing burns or stings, call your midwife or doctor within a day.',
    'Call your maternity unit if your waters break, if you have any bleeding, or if you think labour has started.',
    'Tell your midwife or doctor straight away if you get itching, especially on your palms and soles.',
    'If worry or panic is getting in the way of daily life, talk to your doctor or health visitor.',
    'If your baby is crying and you feel overwhelmed, put them down somewhere safe, like their cot, and take a few minutes to breathe.',
    'If you ever have thoughts of harming yourself or your baby, call emergency services or a crisis line straight away.',
  ])('safety note: %s', (text) => expect(isSafetyNote(text)).toBe(true));

  it.each([
    'Save your maternity unit phone number in your phone and share it with your birth partner.',
    'Go over with your birth partner when to call the maternity unit and how you will get there.',
    'If you take any regular medicines, ask your doctor or pharmacist whether they are fine to take while trying to conceive.',
    'Talk with someone you trust about any worries about the birth or becoming a parent.',
    'Contact your midwife or doctor to book your first pregnancy appointment.',
    'Talk to your midwife, health visitor or doctor about contraception that suits you, including if you are breast or chestfeeding.',
  ])('task: %s', (text) => expect(isSafetyNote(text)).toBe(false));

  it('over all 42 pregnancy weeks and every postpartum week: no urgent advice is a tick box, and there is always a task', () => {
    const weeks = [
      ...pregnancy.map((w) => ({ name: `week ${String(w.week)}`, items: w.zaraRecommends })),
      ...postpartumWeeks.map((w) => ({ name: `postpartum week ${String(w.week)}`, items: w.tips })),
    ];
    expect(weeks).toHaveLength(42 + 14);
    for (const { name, items } of weeks) {
      const { tasks, notes } = splitRecommendations(items);
      expect(tasks.length, name).toBeGreaterThan(0);
      expect(tasks.length + notes.length, name).toBe(items.length);
      for (const t of tasks) {
        expect(t.text, name).not.toMatch(
          /straight away|right away|day or night|emergency services|crisis line/i,
        );
        expect(t.text, name).not.toMatch(
          /^If [^,]*(less|slow|pain|bleed|swollen|worried|unwell|yellow|low mood)/i,
        );
      }
    }
  });
});
