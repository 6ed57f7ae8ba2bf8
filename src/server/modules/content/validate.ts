/**
 * Checks shared by every content file's loader: each item against its schema, unique ids, and warning-sign ids
 * that exist and fit. A failure names the file and the item, so a writer knows what to fix.
 */
import type { z } from 'zod';
import { type SignFit, signMisfit } from './sign-fit.ts';

export class ContentError extends Error {}

function itemName(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (typeof o.id === 'string') return `item "${o.id}"`;
    if (typeof o.week === 'number') return `week ${String(o.week)}`;
  }
  return `item #${String(index + 1)}`;
}

export function validateAll<S extends z.ZodType>(
  file: string,
  schema: S,
  items: readonly unknown[],
): z.output<S>[] {
  return items.map((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) {
      const issues = r.error.issues
        .map((iss) => `${iss.path.join('.') || '(item)'}: ${iss.message}`)
        .join('; ');
      throw new ContentError(`content/${file}: ${itemName(item, i)} is invalid: ${issues}`);
    }
    return r.data as z.output<S>;
  });
}

export function checkUnique(file: string, ids: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const id of ids) {
    if (seen.has(id)) throw new ContentError(`content/${file}: duplicate id "${String(id)}"`);
    seen.add(id);
  }
}

export function checkSigns(file: string, owner: string, ids: readonly string[], fit: SignFit): void {
  for (const id of ids) {
    const misfit = signMisfit(id, fit);
    if (misfit) throw new ContentError(`content/${file}: ${owner} ${misfit}`);
  }
}
