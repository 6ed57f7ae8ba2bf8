/**
 * One error shape for the whole API: { message, code, fields? }.
 * Validation errors name each bad field; a 5xx never leaks internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../core/contracts/errors.ts';
import { HttpError } from '../errors.ts';
import { safeError } from '../log-safety.ts';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function validationFields(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const message = issue.message ?? 'Invalid value';
    let name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[])
        fields[name ? `${name}.${key}` : key] = 'Unknown field';
      continue;
    }
    if (!name) name = context === 'body' ? 'body' : (context ?? 'request');
    fields[name] ??= message;
  }
  return fields;
}

function summary(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([field, msg]) => `${field}: ${msg}`);
  return `Please check ${parts.length === 1 ? 'this field' : 'these fields'}: ${parts.join('; ')}.`;
}

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The request is too large. Please send less data at once.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The request body length does not match its Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'The request body is empty. Send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
};

export function sendError(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export default fp(function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ApiError = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.conflict) body.conflict = error.conflict;
      return sendError(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation as ValidationIssue[], error.validationContext);
      return sendError(reply, 400, { message: summary(fields), code: 'validation_error', fields });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return sendError(reply, known.status, { message: known.message, code: known.code });
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, { message: 'The request body is not valid JSON.', code: 'invalid_json' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { message: error.message, code: 'bad_request' });
    }
    if (isResponseSerializationError(error)) {
      req.log.error(
        { err: { message: error.message, issues: error.cause.issues } },
        'response did not match its schema',
      );
    } else {
      req.log.error({ err: safeError(error) }, 'request failed');
    }
    return sendError(reply, 500, {
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'internal_error',
    });
  });
});
