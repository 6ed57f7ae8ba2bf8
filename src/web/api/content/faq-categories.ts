import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { faqCategoriesResponseSchema } from '../../../core/contracts/content.ts';
import { callEndpoint } from '../../lib/api-client.ts';

export type FaqCategories = z.infer<typeof faqCategoriesResponseSchema>;

/** GET /api/education/faq-categories: each FAQ category with its label and count. */
export const faqCategoriesOptions = () =>
  queryOptions({
    queryKey: ['education', 'faq-categories'],
    queryFn: () => callEndpoint('GET /api/education/faq-categories'),
  });

export const useFaqCategories = () => useQuery(faqCategoriesOptions());
