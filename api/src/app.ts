import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config.ts';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors/error-handler.ts';
import { OneLinePerRequest, requestLoggerOptions } from './http/request-log.ts';

export interface AppOptions {
  config: AppConfig;
}

const newRequestId = () => randomUUID();

/**
 * How long one request may take to arrive. Sign-in is checked when the headers are in; a request
 * that trickles its body for minutes must not act long after its sender was banned (each write
 * also re-checks the account inside its transaction). A minute carries a 5 MB photo over a slow
 * mobile link; Node checks these every 30 s, so a request is cut after 60 to 90 s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The headers alone: nothing legitimate needs more than a few seconds. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A connection silent this long is closed; just over the keep-alive (72 s) so idle kept-alive sockets close by that rule. */
export const CONNECTION_TIMEOUT_MS = 75_000;

/**
 * The whole API as one plugin: external plugins, then app plugins (config, database, auth,
 * seed), then every file under routes/. Built from the config it is given, never from the
 * environment, so tests build it with their own.
 */
async function serviceApp(fastify: FastifyInstance, opts: AppOptions) {
  const options = { config: opts.config };

  await fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'plugins/external'),
    options,
  });

  await fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'plugins/app'),
    options,
  });

  fastify.setErrorHandler(errorHandler);
  fastify.setNotFoundHandler(notFoundHandler);

  await fastify.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    options,
  });
}

/** Fastify with the TypeBox type provider; schema extras are refused, not silently dropped. */
export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger: requestLoggerOptions(config.logLevel),
    logController: new OneLinePerRequest(),
    genReqId: newRequestId,
    // Behind the front door (TRUST_PROXY), request.ip is the address it saw, not its own.
    trustProxy: config.trustProxy,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Start waits for a database that is still coming up (see plugins/app/database.ts).
    pluginTimeout: 60_000,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  };
}

/** `overrides` is for tests (e.g. no start timeout on a busy machine). */
export async function buildApp(config: AppConfig, overrides: Partial<FastifyServerOptions> = {}) {
  const app = Fastify({ ...fastifyOptions(config), ...overrides }).withTypeProvider<TypeBoxTypeProvider>();
  // Not a Fastify option; set on the Node server itself.
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  await app.register(fp(serviceApp, { name: 'service-app' }), { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export default serviceApp;
