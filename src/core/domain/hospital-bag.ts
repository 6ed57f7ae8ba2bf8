/**
 * Her hospital bag: the checklist (content/checklists.ts) merged with what she has ticked and added. The checklist
 * keeps the labels and notes of its items; her rows keep packed state and her own items.
 */
import { BAG_GROUPS, type BagGroup, type BagGroupId, type BagItem } from '../contracts/birth-prep.ts';

export interface ChecklistItem {
  id: string;
  group: BagGroupId;
  label: string;
  note?: string | undefined;
}

export interface BagRow {
  itemKey: string;
  label: string;
  group: BagGroupId;
  packed: boolean;
  custom: boolean;
}

/**
 * The four groups in a fixed order: the checklist's items in its order, then her own items in the order she added
 * them (their keys sort by creation). A row for an item the checklist no longer has is left out.
 */
export function mergeBag(checklist: readonly ChecklistItem[], rows: readonly BagRow[]): BagGroup[] {
  const byKey = new Map(rows.map((r) => [r.itemKey, r]));
  const items: BagItem[] = checklist.map((c) => ({
    key: c.id,
    label: c.label,
    note: c.note ?? null,
    group: c.group,
    packed: byKey.get(c.id)?.packed ?? false,
    custom: false,
  }));
  const own = rows
    .filter((r) => r.custom)
    .sort((a, b) => a.itemKey.localeCompare(b.itemKey))
    .map((r) => ({
      key: r.itemKey,
      label: r.label,
      note: null,
      group: r.group,
      packed: r.packed,
      custom: true,
    }));
  const all = [...items, ...own];
  return BAG_GROUPS.map((group) => ({ group, items: all.filter((i) => i.group === group) }));
}

export interface BagProgress {
  packed: number;
  total: number;
}

export function bagProgress(items: readonly Pick<BagItem, 'packed'>[]): BagProgress {
  return { packed: items.filter((i) => i.packed).length, total: items.length };
}

/** The whole bag's progress, over every group. */
export const wholeBagProgress = (groups: readonly BagGroup[]): BagProgress =>
  bagProgress(groups.flatMap((g) => g.items));

/** "12 of 45 packed". */
export const progressText = ({ packed, total }: BagProgress) =>
  `${String(packed)} of ${String(total)} packed`;
