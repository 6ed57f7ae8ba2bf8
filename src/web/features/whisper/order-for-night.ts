import type { Affirmation } from '../../../core/contracts/content.ts';

/** Night-tagged first, then calm and rest, then the rest, keeping the server's order within each. */
export function orderForNight(items: Affirmation[]): Affirmation[] {
  const rank = (a: Affirmation) =>
    a.tags.includes('night') ? 0 : a.tags.includes('calm') || a.tags.includes('rest') ? 1 : 2;
  return items
    .map((a, i) => ({ a, i }))
    .sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i)
    .map(({ a }) => a);
}
