/**
 * Birth plan rules: a plan is checked against the content's sections and options (content/checklists.ts), one
 * answer for single-choice sections. The 'delivery-preferences' section is the spec's deliveryPreference
 * (docs/product.md, "Birth prep") and is carried by that field alone, so there is one truth for it.
 */
import type { BirthPlan, BirthPlanSection, SaveBirthPlanBody } from '../contracts/birth-prep.ts';

export const DELIVERY_SECTION_ID = 'delivery-preferences';

export type PlanCheck =
  | { ok: true; value: SaveBirthPlanBody }
  | { ok: false; fields: Record<string, string> };

/** The chosen ids in the content's order (so a saved plan reads the same way as the form). */
const inContentOrder = (section: BirthPlanSection, ids: ReadonlySet<string>) =>
  section.options.filter((o) => ids.has(o.id)).map((o) => o.id);

/** Checks a plan against the sections; every bad field is named. Repeated option ids count once. */
export function checkBirthPlan(sections: readonly BirthPlanSection[], body: SaveBirthPlanBody): PlanCheck {
  const fields: Record<string, string> = {};
  const byId = new Map(sections.map((s) => [s.id, s]));
  const delivery = byId.get(DELIVERY_SECTION_ID);
  if (body.deliveryPreference !== null && !delivery?.options.some((o) => o.id === body.deliveryPreference)) {
    fields.deliveryPreference = `Unknown option "${body.deliveryPreference}". Choose one of: ${(delivery?.options ?? []).map((o) => o.id).join(', ')}`;
  }
  const choices: Record<string, string[]> = {};
  for (const [sectionId, optionIds] of Object.entries(body.choices)) {
    const field = `choices.${sectionId}`;
    if (sectionId === DELIVERY_SECTION_ID) {
      fields[field] = 'Send your delivery preference as deliveryPreference';
      continue;
    }
    const section = byId.get(sectionId);
    if (!section) {
      fields[field] = `Unknown section "${sectionId}"`;
      continue;
    }
    const ids = new Set(optionIds);
    const unknown = [...ids].find((id) => !section.options.some((o) => o.id === id));
    if (unknown !== undefined) {
      fields[field] = `Unknown option "${unknown}" for "${section.title}"`;
      continue;
    }
    if (!section.multiple && ids.size > 1) {
      fields[field] = `Choose one option for "${section.title}"`;
      continue;
    }
    if (ids.size > 0) choices[sectionId] = inContentOrder(section, ids);
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { deliveryPreference: body.deliveryPreference, choices, notes: body.notes.trim() },
  };
}

/**
 * A saved plan as the current content knows it: options or sections the content no longer has are left out, so
 * the form can send the plan back and it passes the check.
 */
export function knownPlan(sections: readonly BirthPlanSection[], plan: BirthPlan): BirthPlan {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const choices: Record<string, string[]> = {};
  for (const [sectionId, ids] of Object.entries(plan.choices)) {
    const section = byId.get(sectionId);
    if (!section || sectionId === DELIVERY_SECTION_ID) continue;
    const kept = inContentOrder(section, new Set(ids));
    if (kept.length > 0) choices[sectionId] = section.multiple ? kept : kept.slice(0, 1);
  }
  const delivery = byId.get(DELIVERY_SECTION_ID);
  const deliveryPreference = delivery?.options.some((o) => o.id === plan.deliveryPreference)
    ? plan.deliveryPreference
    : null;
  return { ...plan, deliveryPreference, choices };
}

/** Option ids chosen in a section (the delivery section reads deliveryPreference). */
export function chosenIn(section: BirthPlanSection, plan: Pick<BirthPlan, 'deliveryPreference' | 'choices'>) {
  if (section.id === DELIVERY_SECTION_ID) return plan.deliveryPreference ? [plan.deliveryPreference] : [];
  return plan.choices[section.id] ?? [];
}

export interface PlanSummaryLine {
  sectionId: string;
  title: string;
  /** The chosen options' labels, in the content's order; empty when she chose nothing here. */
  chosen: string[];
}

/** Her plan in words, section by section (the PDF and the read-only summary). */
export function planSummary(
  sections: readonly BirthPlanSection[],
  plan: Pick<BirthPlan, 'deliveryPreference' | 'choices'>,
): PlanSummaryLine[] {
  return sections.map((section) => {
    const ids = new Set(chosenIn(section, plan));
    return {
      sectionId: section.id,
      title: section.title,
      chosen: section.options.filter((o) => ids.has(o.id)).map((o) => o.label),
    };
  });
}
