import { describe, expect, it } from 'vitest';
import type { Affirmation } from '../../../core/contracts/content.ts';
import { orderForNight } from './order-for-night.ts';

const a = (id: string, tags: Affirmation['tags']): Affirmation => ({
  id,
  text: id,
  stage: 'any',
  tags,
  sources: [{ org: 'NHS', title: 't' }],
});

describe('orderForNight', () => {
  it('puts night first, then calm or rest, then the rest, keeping the order within each group', () => {
    const list = [
      a('strong', ['strength']),
      a('calm', ['calm']),
      a('n1', ['night']),
      a('rest', ['rest']),
      a('n2', ['night', 'calm']),
    ];
    expect(orderForNight(list).map((x) => x.id)).toEqual(['n1', 'n2', 'calm', 'rest', 'strong']);
  });
});
