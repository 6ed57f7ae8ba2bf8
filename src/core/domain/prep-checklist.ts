/**
 * The Doctor Visit Toolkit's prep checklist (docs/product.md, "Doctor Visit Toolkit"): the six items of her stage
 * (content/checklists.ts), their priority at her week (birth-prep.ts has the weeks), ticks kept per appointment,
 * and 'All set' at 80% or more.
 */
import { contentStageOf, type Stage } from './stage.ts';

/** The spec: the prep checklist shows 'All set' at 80% prep or more. */
export const ALL_SET_PERCENT = 80;

export type PrepPriority = 'high' | 'medium' | 'low';

export interface PrepItemContent {
  id: string;
  highFromWeek?: number | undefined;
  defaultPriority: PrepPriority;
  /** The stage the item is for; both when absent. */
  stage?: 'pregnancy' | 'postpartum' | undefined;
}

/** The items of her stage, in the content's order. */
export const prepItemsFor = <T extends PrepItemContent>(items: readonly T[], stage: Stage): T[] =>
  items.filter((i) => !i.stage || i.stage === contentStageOf(stage));

/** 'high' from the item's week on while she is pregnant (the spec's weeks 32, 35 and 36), else its default. */
export function prepPriority(item: PrepItemContent, stage: Stage, week: number): PrepPriority {
  return stage === 'pregnant' && item.highFromWeek !== undefined && week >= item.highFromWeek
    ? 'high'
    : item.defaultPriority;
}

export interface PrepProgress {
  done: number;
  total: number;
  /** Rounded, for the words and the bar; 'All set' is decided on the exact share. */
  percent: number;
  allSet: boolean;
}

export function prepProgress(done: number, total: number): PrepProgress {
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    allSet: total > 0 && done * 100 >= ALL_SET_PERCENT * total,
  };
}

/** A checklist kept for no appointment in particular: her next visit, whenever it is. */
export const NEXT_VISIT_KEY = 'next';

/**
 * Which appointment the ticks belong to: her next booked visit; with none booked, the next visit of the usual
 * schedule (so a fresh list starts once its date has passed, as it would after a real visit); and with neither,
 * simply her next visit.
 */
export function checklistKey(booked: { id: string } | null, usual: { date: string } | null): string {
  if (booked) return `visit:${booked.id}`;
  if (usual) return `usual:${usual.date}`;
  return NEXT_VISIT_KEY;
}

/** Whether a key is a booked visit's (its ticks are never carried to another). */
export const isBookedKey = (key: string) => key.startsWith('visit:');
