/**
 * Whether a warning sign named by a content item fits it: the sign must exist in the catalogue, belong to one
 * of the item's stages, and apply in the item's pregnancy weeks. A red flag that cannot happen at that stage
 * or week (dizziness on an after-birth exercise, early contractions at week 8) would teach the wrong thing.
 */
import { getSign, type SignStage } from '../../../core/domain/warning-signs.ts';

export interface SignFit {
  /** The item is for one of these stages; the sign must have at least one of them. */
  stages: readonly SignStage[];
  /** First pregnancy week the item is offered in (omitted for items outside pregnancy). */
  weekStart?: number;
}

/** Why the sign does not fit, or null when it does. */
export function signMisfit(id: string, fit: SignFit): string | null {
  const sign = getSign(id);
  if (!sign) return `names unknown warning sign "${id}"`;
  if (!sign.stages.some((s) => fit.stages.includes(s)))
    return `names warning sign "${id}", which the catalogue gives for ${sign.stages.join(', ')}, not ${fit.stages.join(', ')}`;
  if (fit.weekStart === undefined) return null;
  // A sign must already apply in the first week the item is shown: never a sign before its time (early
  // contractions from 20 weeks, movements from 24). A sign with an end week may stay listed after it,
  // because its own words say when it stops ("before 37 weeks").
  if (sign.fromWeek !== undefined && fit.weekStart < sign.fromWeek)
    return `names warning sign "${id}" from week ${String(fit.weekStart)}, but the catalogue gives it from week ${String(sign.fromWeek)}`;
  if (sign.untilWeek !== undefined && fit.weekStart > sign.untilWeek)
    return `names warning sign "${id}" from week ${String(fit.weekStart)}, but the catalogue gives it only up to week ${String(sign.untilWeek)}`;
  return null;
}
