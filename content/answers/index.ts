/**
 * The answer library's files, in the order they are loaded. Each exports one array of `AnswerEntryInput`
 * (schema: src/core/contracts/answers.ts); add a new file here with its name.
 */
import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

export const answerFiles: { file: string; entries: AnswerEntryInput[] }[] = [];
