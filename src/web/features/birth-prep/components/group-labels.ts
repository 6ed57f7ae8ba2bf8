import type { BagGroupId } from '../../../../core/contracts/birth-prep.ts';

export const groupTitle: Record<BagGroupId, string> = {
  mother: 'For you',
  baby: 'For your baby',
  partner: 'For your birth partner',
  documents: 'Documents and essentials',
};

/** An example for each group's "add your own" box (short: it has to fit a phone). */
export const groupExample: Record<BagGroupId, string> = {
  mother: 'Eye mask',
  baby: 'Favourite blanket',
  partner: 'Spare glasses',
  documents: 'Route to the hospital',
};
