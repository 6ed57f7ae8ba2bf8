import { describe, expect, it } from 'vitest';
import { bagProgress, mergeBag, progressText, wholeBagProgress } from './hospital-bag.ts';

const checklist = [
  { id: 'nightwear', group: 'mother' as const, label: 'Nightwear', note: 'Front-opening tops.' },
  { id: 'hat', group: 'baby' as const, label: 'Soft hat' },
  { id: 'photo-id', group: 'documents' as const, label: 'Photo ID' },
];

describe('mergeBag', () => {
  it('lists every checklist item unpacked before she starts, in four groups', () => {
    const groups = mergeBag(checklist, []);
    expect(groups.map((g) => g.group)).toEqual(['mother', 'baby', 'partner', 'documents']);
    expect(groups[0]?.items).toEqual([
      {
        key: 'nightwear',
        label: 'Nightwear',
        note: 'Front-opening tops.',
        group: 'mother',
        packed: false,
        custom: false,
      },
    ]);
    expect(groups[2]?.items).toEqual([]);
    expect(wholeBagProgress(groups)).toEqual({ packed: 0, total: 3 });
  });

  it('takes packed state from her rows, labels from the checklist, and adds her own items in order', () => {
    const groups = mergeBag(checklist, [
      { itemKey: 'hat', label: 'An old label', group: 'baby', packed: true, custom: false },
      { itemKey: 'own-b', label: 'Second own', group: 'baby', packed: false, custom: true },
      { itemKey: 'own-a', label: 'First own', group: 'baby', packed: true, custom: true },
      { itemKey: 'retired-item', label: 'Gone from the list', group: 'mother', packed: true, custom: false },
    ]);
    const baby = groups[1]?.items ?? [];
    expect(baby.map((i) => [i.label, i.packed, i.custom])).toEqual([
      ['Soft hat', true, false],
      ['First own', true, true],
      ['Second own', false, true],
    ]);
    expect(groups[0]?.items.map((i) => i.key)).toEqual(['nightwear']);
    expect(bagProgress(baby)).toEqual({ packed: 2, total: 3 });
    expect(progressText(wholeBagProgress(groups))).toBe('2 of 5 packed');
  });
});
