import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitQuestionsKey } from './visit-questions.ts';

/** DELETE /api/visit-questions/{questionId}. */
export function useDeleteVisitQuestion(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      callEndpoint('DELETE /api/visit-questions/:questionId', { params: { questionId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: visitQuestionsKey(userId) }),
  });
}
