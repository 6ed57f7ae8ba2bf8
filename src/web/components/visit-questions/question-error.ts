import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';

/**
 * Why a question was not saved, for beside the field: the server's words for the field (already on her list, a
 * full list), else what went wrong and that nothing was saved.
 */
export const questionError = (err: unknown) =>
  err instanceof ApiRequestError && err.body?.fields?.text
    ? err.body.fields.text
    : `${errorMessage(err)} Your question was not saved.`;
