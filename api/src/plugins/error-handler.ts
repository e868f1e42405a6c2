// The one error handler: every error becomes an ApiError body; client mistakes are never a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type FieldError, type MessageCode } from '../lib/errors.ts';
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

/** coded: the message code alone, or with its parameters. */
export const apiError = (statusCode: number, message: string, errors?: FieldError[], coded?: string | MessageCode): ApiError => {
  const { code, params } = typeof coded === 'string' ? { code: coded, params: undefined } : (coded ?? {});
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? 'Server Error' : 'Client Error'),
    message,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
};

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The message code of an ajv issue, which the frontends word under the field (`common:fieldError.*`, in
 * @shop/shared's messages): the few a form's own checks can let through, else field.invalid.
 */
function fieldCode(issue: AjvIssue): MessageCode {
  switch (issue.keyword) {
    case 'required':
      return { code: 'field.required' };
    case 'format':
      return issue.params?.format === 'email' ? { code: 'field.email' } : { code: 'field.invalid' };
    case 'maxLength':
      return { code: 'field.tooLong', params: { limit: Number(issue.params?.limit) } };
    case 'minLength':
      return { code: 'field.tooShort', params: { limit: Number(issue.params?.limit) } };
    default:
      return { code: 'field.invalid' };
  }
}

/** Turns ajv issues into {field, message, code}: "/contact/email" -> "contact.email"; a missing property names itself. */
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
    out.push({ field, message, ...fieldCode(issue) });
  }
  return out;
}

/**
 * The most a JSON body may hold, in bytes and in nesting of arrays and objects. The deepest body a screen sends nests
 * a few levels; both are checked on the raw text before it is parsed, so no check that walks a body (the NUL and
 * number checks below, ajv) ever meets a deeper one (issue 50, 4: 200 KB of "[[[[" overflowed the stack, a 500).
 */
export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 32;

/** Whether arrays and objects in the JSON text nest deeper than `limit` (brackets inside strings are text). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** A NUL character, which no text column stores (PostgreSQL refuses it): in a URL (%00) or a JSON string (\u0000). */
const NUL_IN_URL = /%00/i;
const NUL_IN_JSON = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : typeof value === 'object' && value !== null && Object.values(value).some(NUL_IN_JSON);

/**
 * Fields holding a number too large to be one (1e309 becomes Infinity): ajv coerces such a query value to Infinity and
 * lets it through an integer schema with a maximum, and JSON.parse reads it into a body.
 */
const overflowingFields = (value: unknown, path = ''): string[] =>
  typeof value === 'number'
    ? Number.isFinite(value) ? [] : [path || 'body']
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => overflowingFields(inner, path ? `${path}.${key}` : key))
      : [];

export function setupErrorHandler(app: FastifyInstance): void {
  // Fastify's own JSON parser (which refuses __proto__ and constructor keys), behind the size and depth limits.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BYTES }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, undefined, 'request.tooDeep'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Refused before any handler reads it: a client's NUL byte is a 400, never a database error (500).
  app.addHook('onRequest', async (request, reply) => {
    if (NUL_IN_URL.test(request.url)) return reply.code(400).send(apiError(400, 'The address holds a NUL character', undefined, 'request.invalidCharacter'));
  });
  app.addHook('preValidation', async (request, reply) => {
    if (NUL_IN_JSON(request.body)) return reply.code(400).send(apiError(400, 'The request holds a NUL character', undefined, 'request.invalidCharacter'));
  });
  // After validation (the coerced values): a client's overflowing number is a 422, never a 500 when the answer is written.
  app.addHook('preHandler', async (request, reply) => {
    const fields = [...overflowingFields(request.query), ...overflowingFields(request.body), ...overflowingFields(request.params)];
    if (fields.length > 0) {
      return reply.code(422).send(apiError(422, `Invalid request: ${fields.join(', ')}`, fields.map((field) => ({ field, message: 'is not a finite number' })), 'request.invalidNumber'));
    }
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      const errors = fieldErrors(error.validation as AjvIssue[], error.validationContext);
      const names = [...new Set(errors.map((e) => e.field))].join(', ');
      return reply.code(422).send(apiError(422, `Invalid ${error.validationContext ?? 'request'}: ${names}`, errors, 'request.invalidFields'));
    }
    if (error instanceof HttpError) {
      const coded = error.code ? { code: error.code, ...(error.params ? { params: error.params } : {}) } : undefined;
      return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.errors, coded));
    }

    let status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') status = 400;
    if (status >= 400 && status < 500) {
      const message = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The body is not valid JSON' : error.message;
      // A body over the route's limit (e.g. a CSV import) or a file over the upload's gets a code the frontends can word.
      const tooLarge = code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE';
      return reply.code(status).send(apiError(status, message, undefined, tooLarge ? 'request.tooLarge' : undefined));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(apiError(status, status === 503 ? error.message : 'Something went wrong on our side; please try again later'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(apiError(404, `Route not found: ${request.method} ${path}`));
  });
}
