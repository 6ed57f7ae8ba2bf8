/**
 * A baby's age in words (docs/product.md, "Babies"): days for the first two weeks, then weeks and days; for a baby
 * born before 37 weeks the corrected age (from the due date) beside it, and before the due date how far off it is.
 */
import type { Baby } from '../../core/contracts/baby-tracking-babies.ts';

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** "5 days", "3 weeks 2 days", "6 weeks". */
export function ageText(age: { days: number; weeks: number; remainderDays: number }): string {
  if (age.days < 14) return plural(age.days, 'day');
  return age.remainderDays === 0
    ? plural(age.weeks, 'week')
    : `${plural(age.weeks, 'week')} ${plural(age.remainderDays, 'day')}`;
}

/** The baby's name; before she names it, "Your baby" when there is one, else "Baby 2" by place. */
export const babyLabel = (baby: Pick<Baby, 'name'>, index: number, count = 2) =>
  baby.name ?? (count > 1 ? `Baby ${String(index + 1)}` : 'Your baby');

/** "5 days old", with the corrected age for a premature baby. */
export function babyAgeLine(baby: Baby): string {
  const real = `${ageText(baby.age)} old`;
  const c = baby.age.corrected;
  if (!baby.age.premature || !c) return real;
  const corrected = c.days < 0 ? `due date in ${plural(-c.days, 'day')}` : `corrected age ${ageText(c)}`;
  const born = baby.age.gestationAtBirth
    ? `born at ${plural(baby.age.gestationAtBirth.weeks, 'week')}${baby.age.gestationAtBirth.days ? ` ${plural(baby.age.gestationAtBirth.days, 'day')}` : ''} · `
    : '';
  return `${real} · ${born}${corrected}`;
}
