import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { weeks01to21 } from '../content/pregnancy-weeks/weeks-01-21.ts';
import { weeks22to42 } from '../content/pregnancy-weeks/weeks-22-42.ts';
import { ARTICLE_PICTURES, EXERCISE_PICTURES, PICTURES, SIZE_PICTURES } from '../src/core/domain/pictures.ts';
import { PICTURE_DIR, pictureSvg } from './pictures.ts';

describe("the app's pictures (docs/product.md, 'Pictures')", () => {
  it('the folder holds exactly the pictures the app uses, each as the Fluent Emoji Flat set draws it', () => {
    const files = readdirSync(PICTURE_DIR).sort();
    expect(files).toEqual(PICTURES.map((p) => `${p}.svg`).sort());
    for (const name of PICTURES)
      expect(readFileSync(join(PICTURE_DIR, `${name}.svg`), 'utf8'), name).toBe(pictureSvg(name));
  });

  it('every week of pregnancy has its size picture, and each size picture is shown in some week', () => {
    const weeks = [...weeks01to21, ...weeks22to42];
    expect(weeks.map((w) => w.week)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    const used = new Set(weeks.map((w) => w.babySizePicture));
    expect([...SIZE_PICTURES].filter((p) => !used.has(p))).toEqual([]);
    // Where the set has the object itself, the week shows it.
    const exact: Record<string, string> = {
      'a blueberry': 'blueberries',
      'a lemon': 'lemon',
      'an ear of corn': 'ear-of-corn',
      'a pineapple': 'pineapple',
      'a mini watermelon': 'watermelon',
    };
    for (const w of weeks)
      if (exact[w.babySizeComparison])
        expect(w.babySizePicture, `week ${String(w.week)}`).toBe(exact[w.babySizeComparison]);
  });

  it('every article topic and exercise category has a picture', () => {
    for (const p of [...Object.values(ARTICLE_PICTURES), ...Object.values(EXERCISE_PICTURES)])
      expect(PICTURES).toContain(p);
  });
});
