// The one error handler: every error becomes an ApiError body; client mistakes are never a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type FieldError } from '../lib/errors.ts';
import type { ApiError } from '@shop/shared/contracts/common';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const apiError = (statusCode: number, message: string, errors?: FieldError[]): ApiError => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? 'Server Error' : 'Client Error'),
  message,
  ...(errors && errors.length > 0 ? { errors } : {}),
});

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv issues into {field, message}: "/contact/email" -> "contact.email"; a missing property names itself. */
export function fieldErrors(issues: AjvIssue[], context: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const segments = (issue.instancePath ?? '').split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
    if (typeof missing === 'string') segments.push(missing);
    // An unknown property names itself too, so the caller sees which one to drop.
    const extra = issue.keyword === 'additionalProperties' ? issue.params?.additionalProperty : undefined;
    if (typeof extra === 'string') segments.push(extra);
    const field = segments.join('.') || (context === 'querystring' ? 'query' : (context ?? 'body'));
    const message = issue.keyword === 'required' ? 'is required' : issue.keyword === 'additionalProperties' ? 'is not allowed' : (issue.message ?? 'is invalid');
    const key = `${field}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

export function setupErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      const errors = fieldErrors(error.validation as AjvIssue[], error.validationContext);
      const names = [...new Set(errors.map((e) => e.field))].join(', ');
      return reply.code(422).send(apiError(422, `Invalid ${error.validationContext ?? 'request'}: ${names}`, errors));
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.errors));

    let status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') status = 400;
    if (status >= 400 && status < 500) {
      const message = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The body is not valid JSON' : error.message;
      return reply.code(status).send(apiError(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(apiError(status, status === 503 ? error.message : 'Something went wrong on our side; please try again later'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(apiError(404, `Route not found: ${request.method} ${path}`));
  });
}
