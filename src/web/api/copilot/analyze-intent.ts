import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/copilot/analyze-intent: which part of the app a question belongs to. */
export const useAnalyzeIntent = () =>
  useMutation({
    mutationFn: (userInput: string) =>
      callEndpoint('POST /api/copilot/analyze-intent', { body: { userInput } }),
  });
