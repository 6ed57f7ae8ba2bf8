import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../../../core/contracts/content.ts';
import { topicFaqs, topicsFor } from './topics.ts';

const faq = (id: string, category: FaqItem['category'], chip: FaqItem['chip']): FaqItem => ({
  id,
  question: id,
  answer: id,
  category,
  chip,
});
const afterBirth = [
  faq('newborn-temperature', 'after-birth', 'baby'),
  faq('how-long-bleeding-after-birth', 'after-birth', 'body'),
  faq('caesarean-recovery', 'after-birth', 'body'),
  faq('cramps-after-birth', 'after-birth', 'body'),
  faq('how-often-newborn-feeds', 'after-birth', 'baby'),
  faq('what-are-the-baby-blues', 'emotional-health', 'emotional'),
];
const topic = (id: string) => {
  const t = topicsFor('postpartum').find((x) => x.id === id);
  if (!t) throw new Error(id);
  return t;
};

describe('Foundations topic questions', () => {
  it('her recovery shows her own after-birth questions, never the baby’s temperature, at most two', () => {
    const ids = topicFaqs(topic('recovery'), afterBirth).map((f) => f.id);
    expect(ids).toEqual(['how-long-bleeding-after-birth', 'caesarean-recovery']);
  });
  it('named questions come in the topic’s order, skipping those not available', () => {
    expect(topicFaqs(topic('feeding'), afterBirth).map((f) => f.id)).toEqual(['how-often-newborn-feeds']);
    expect(topicFaqs(topic('mind'), afterBirth).map((f) => f.id)).toEqual(['what-are-the-baby-blues']);
  });
  it('a topic without questions shows none', () => {
    expect(topicFaqs(topic('call'), afterBirth)).toEqual([]);
  });
});
