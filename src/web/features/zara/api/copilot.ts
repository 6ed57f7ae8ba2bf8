import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CopilotState,
  copilotCalendarSchema,
  EmotionalTrend,
  IntentResult,
  recommendationsResponseSchema,
} from '../../../../core/contracts/zara.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/copilot/state/{id}: refetched every 300000 ms (01-core-app.md section 7). */
export const copilotStateOptions = (id: string) =>
  queryOptions({
    queryKey: ['copilot', id, 'state'],
    queryFn: () => apiRequest<CopilotState>('GET', `/api/copilot/state/${id}`),
    refetchInterval: 300_000,
  });
export const useCopilotState = (id: string) => useQuery(copilotStateOptions(id));

export const useRecommendations = (id: string) =>
  useQuery({
    queryKey: ['copilot', id, 'recommendations'],
    queryFn: () =>
      apiRequest<z.infer<typeof recommendationsResponseSchema>>('GET', `/api/copilot/recommendations/${id}`),
  });

export const useEmotionalTrend = (id: string) =>
  useQuery({
    queryKey: ['copilot', id, 'emotional-trend'],
    queryFn: () => apiRequest<EmotionalTrend>('GET', `/api/copilot/emotional-trend/${id}`),
  });

export const useCopilotCalendar = (id: string) =>
  useQuery({
    queryKey: ['copilot', id, 'calendar'],
    queryFn: () => apiRequest<z.infer<typeof copilotCalendarSchema>>('GET', `/api/copilot/calendar/${id}`),
  });

/** POST /api/copilot/analyze-intent. */
export const useAnalyzeIntent = () =>
  useMutation({
    mutationFn: (userInput: string) =>
      apiRequest<IntentResult>('POST', '/api/copilot/analyze-intent', { userInput }),
  });
