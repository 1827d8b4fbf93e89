import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifySchema, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { fastifyOptions, type App } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { testConfig } from '../helper.ts';

/** One route as the app registered it: what the proof suites iterate over. */
export interface RecordedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface RecordingApp {
  app: App;
  /** Every route of the app, HEAD twins of GET routes left out (they answer as the GET does). */
  routes: RecordedRoute[];
  close(): Promise<void>;
}

/**
 * The app exactly as buildApp makes it, with an onRoute hook added first, so the suites read
 * the route list from the app itself: a route added later is in the list without anyone
 * remembering to add it. Always on an in-memory PGlite of its own.
 */
export async function buildRecordingApp(overrides: Partial<AppConfig> = {}): Promise<RecordingApp> {
  const config = testConfig({ databaseUrl: undefined, ...overrides });
  const app = Fastify({ ...fastifyOptions(config), pluginTimeout: 0 }).withTypeProvider<TypeBoxTypeProvider>();
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && route.method !== 'HEAD') continue;
      if (method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  await app.register(fp(serviceApp, { name: 'service-app' }), { config });
  await app.ready();
  return { app: app as unknown as App, routes, close: () => app.close() };
}

export const routeKey = (route: Pick<RecordedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
