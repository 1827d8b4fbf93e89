import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API answers JSON and images, never a page to render: the headers of OWASP's REST Security
 * Cheat Sheet, as helmet writes them. The headers that only matter to an HTML document a browser
 * renders (opener and agent-cluster isolation, DNS prefetching, legacy IE and Flash switches) are
 * left out; Swagger UI at /docs sets its own policy (staticCSP).
 */
const apiHeaders: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // The apps on other ports load category and product images from the API.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The headers helmet's middleware sets with these options (none depend on the request). */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * helmet's headers on every answer, worked out once at start: the headers never change, so a
 * request only sets them, rather than running helmet's middleware (or @fastify/helmet's
 * rebuilding of it) each time.
 */
export default fp(async (fastify) => {
  const headers = securityHeadersOf(apiHeaders);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}, { name: 'helmet' });
