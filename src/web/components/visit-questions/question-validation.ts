/**
 * A question's validation, loaded when she first saves one (lib/lazy-resolver.ts): the contract's rule, in the
 * server's plain words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createVisitQuestionSchema } from '../../../core/contracts/visit-toolkit.ts';
import { installZodMessages } from '../../../core/contracts/zod-messages.ts';

installZodMessages();

export const questionResolver = zodResolver(createVisitQuestionSchema.pick({ text: true }));
