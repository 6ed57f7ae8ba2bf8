import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVisitQuestion } from '../../../core/contracts/visit-toolkit.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitQuestionsKey } from './visit-questions.ts';

/** POST /api/visit-questions: from the toolkit, a Zara reply, an article or a symptom log. */
export function useAddVisitQuestion(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVisitQuestion) => callEndpoint('POST /api/visit-questions', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: visitQuestionsKey(userId) }),
  });
}
