import { useMutation } from '@tanstack/react-query';
import type { CreateVisitQuestion } from '../../../core/contracts/visit-toolkit.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { visitQuestionsKey } from './visit-questions.ts';

/**
 * POST /api/visit-questions: from the toolkit, a Zara reply, an article or a symptom log. With no signal the
 * question is kept on her phone and added when she is back online (lib/offline-queue.ts): `sent` says which.
 */
export function useAddVisitQuestion(userId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateVisitQuestion) =>
      sendOrQueue(
        'POST /api/visit-questions',
        { body },
        { userId, invalidates: [visitQuestionsKey(userId)] },
      ),
  });
}
