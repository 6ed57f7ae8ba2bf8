import type { z } from 'zod';
import type { faqCategoryInfoSchema } from '../src/core/contracts/content.ts';

/**
 * The FAQ categories in the order the FAQs tab shows them, with their labels and the Learn chip
 * (baby, body, emotional, preparation) each belongs to, so the chips filter FAQs as well as articles.
 * A question can name its own chip in faqs.ts where its category's chip does not fit it.
 */
export const faqCategories: z.input<typeof faqCategoryInfoSchema>[] = [
  { id: 'symptoms', label: 'Symptoms', chip: 'body' },
  { id: 'nutrition', label: 'Food and nutrition', chip: 'body' },
  { id: 'baby-development', label: "Your baby's development", chip: 'baby' },
  { id: 'labour-and-birth', label: 'Labour and birth', chip: 'preparation' },
  { id: 'emotional-health', label: 'Emotional health', chip: 'emotional' },
  { id: 'everyday-life', label: 'Everyday life', chip: 'body' },
  { id: 'after-birth', label: 'After the birth', chip: 'baby' },
];
