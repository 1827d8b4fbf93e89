import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable, UNIQUE_VIOLATION } from '../db/database-errors.ts';
import { isUpstreamError } from './upstream-error.ts';
import { refusalCodeOf } from './refusal-codes.ts';
import { validationMessage } from './validation-messages.ts';

export const GENERIC_500_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

/** The answer to a failed call; a refusal with a stable code carries it, so a screen can show it in the reader's language. */
function body(statusCode: number, message: string): ErrorBody {
  const code = statusCode < 500 ? refusalCodeOf(message) : undefined;
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

/**
 * 4xx: a short message a person can act on. 5xx: logged with the request id (also sent in the
 * x-request-id header) and answered generically. No stack, SQL or library text leaves the API.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    reply.code(400);
    return body(400, validationMessage(error.validation, error.validationContext));
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.code(503).header('retry-after', '5');
    return body(503, UNAVAILABLE_MESSAGE);
  }

  // Checked before the status code: a provider's own status (its 401, its 400) is never the caller's.
  if (isUpstreamError(error)) {
    request.log.error({ err: error.cause ?? error, upstream: error.upstream }, 'upstream service failed');
    reply.code(error.statusCode);
    if (error.statusCode === 503) reply.header('retry-after', '5');
    return body(error.statusCode, error.message);
  }

  // A race that a route did not anticipate (two requests creating the same thing at once).
  if (databaseErrorCode(error) === UNIQUE_VIOLATION) {
    request.log.warn({ err: error }, 'unique constraint refused a write');
    reply.code(409);
    return body(409, 'This already exists.');
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ statusCode, message: error.message }, 'request refused');
    reply.code(statusCode);
    return body(statusCode, clientMessage(error, statusCode));
  }

  if (statusCode === 503) {
    request.log.error({ err: error }, 'dependency unavailable');
    reply.code(503);
    return body(503, error.message || UNAVAILABLE_MESSAGE);
  }

  request.log.error({ err: error }, 'unhandled error');
  reply.code(500);
  return body(500, GENERIC_500_MESSAGE);
}

/** Fastify's own 4xx codes carry messages written for developers; replace the common ones. */
function clientMessage(error: FastifyError, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its length.';
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return error.message || (STATUS_CODES[statusCode] ?? 'The request was refused.');
}

export const BAD_ADDRESS_MESSAGE = 'This address is not valid.';
export const LONG_ADDRESS_MESSAGE = 'This address is too long.';

/**
 * The router's own refusals (a malformed or overlong address) happen before any route or error
 * handler runs; Fastify's default answer echoes the address and its internal error code.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode === 414 ? 414 : error.statusCode === 400 ? 400 : 500;
  request.log.info({ code: error.code }, 'address refused by the router');
  const message = statusCode === 414 ? LONG_ADDRESS_MESSAGE : statusCode === 400 ? BAD_ADDRESS_MESSAGE : GENERIC_500_MESSAGE;
  reply.code(statusCode).send(body(statusCode, message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ method: request.method, url: request.url }, 'route not found');
  reply.code(404);
  return body(404, 'There is nothing at this address.');
}
