/**
 * The quick log's validation, loaded when she first logs (lazy-resolver.ts): the contract's rule for a symptom
 * and its strength, in the server's plain words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createSymptomLogSchema } from '../../../../core/contracts/symptoms.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';

installZodMessages();

export const quickLogResolver = zodResolver(createSymptomLogSchema.pick({ symptom: true, severity: true }));
