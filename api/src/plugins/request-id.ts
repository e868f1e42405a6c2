// Request ids (decision 0096): each request's id is taken from the proxy's X-Request-Id (nginx's $request_id) when
// the proxy is trusted, or made here; it is answered in the X-Request-Id header and in every error body (requestId),
// and is in every log line written while the request is handled, the services' own lines included, so a person who
// quotes it from an error message finds the request in the logs of whichever instance served it.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import { isInProcessCall } from '../modules/page-render/index.ts';

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** The name of the id in log lines (Fastify's default label, kept so existing log searches still work). */
export const REQUEST_ID_LOG_LABEL = 'reqId';
/** What an id taken from a header may look like: nginx's 32 hex digits, a UUID, most tracing ids; nothing that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A new id, of the shape nginx's $request_id has (32 hex digits), unique across instances and restarts. */
export const newRequestId = (): string => randomBytes(16).toString('hex');

/**
 * Fastify's genReqId: the proxy's id when it is trusted (TRUST_PROXY, as for X-Forwarded-For: a client could
 * otherwise choose the id its requests are logged under) or when the call is the server's own (a page render's
 * calls share the page request's id), else a new one.
 */
export function requestIdOf(opts: { trustProxy: boolean }): (req: IncomingMessage) => string {
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && (opts.trustProxy || isInProcessCall(req))) return sent;
    return newRequestId();
  };
}

/** The id of the request being handled where this runs, if any (a service's log line, an in-process call's header). */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId');
}

/**
 * Pino's mixin for the app's logger: a line written through the app's logger while a request is handled (a service,
 * the mail queue of an order) gets the request's id; the request's own logger already carries it.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }): Record<string, string> {
  if (REQUEST_ID_LOG_LABEL in logger.bindings()) return {};
  const id = currentRequestId();
  return id ? { [REQUEST_ID_LOG_LABEL]: id } : {};
}

/** An error body as the error handler writes it (ApiError). */
const isErrorBody = (payload: unknown): payload is { statusCode: number; error: string; requestId?: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { statusCode?: unknown }).statusCode === 'number' && typeof (payload as { error?: unknown }).error === 'string';

/** Registered first, so every later hook and handler runs inside the request's context. */
export async function setupRequestIds(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, { defaultStoreValues: (req) => ({ requestId: req.id }) });
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // One place for every error body, whichever hook, handler or plugin answered it.
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) payload.requestId = req.id;
    return payload;
  });
}
