import { CATEGORY_NAMES } from '@sellphones/contracts/schemas';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { multipartForm } from '../images/multipart-form.ts';
import type { Cast, Persona } from './proof-cast.ts';
import type { RecordedRoute } from './route-recording-app.ts';
import { fuzzOf, hostileValue, INJECTIONS, rawBody, type Hints, type JsonSchema } from './schema-arbitrary.ts';

// Whole requests for the fuzz run: a route of the app, a token (good, bad or none), and a path,
// query and body generated from that route's own schemas.

export interface FuzzRequest {
  route: RecordedRoute;
  /** The path and query sent (also in options, where its type is wider). */
  url: string;
  token: string;
  options: InjectOptions;
}

/** Routes that read a Firebase ID token rather than the API token. */
const FIREBASE_ROUTES = new Set(['PUT /users', 'GET /jwt', 'POST /images', 'DELETE /users/me']);

function tokensFor(cast: Cast, firebase: boolean): Array<[string, string | undefined]> {
  const personas: Persona[] = ['buyer', 'otherBuyer', 'owningSeller', 'otherSeller', 'admin', 'deletedUser', 'expiredToken'];
  const tokens: Array<[string, string | undefined]> = [['none', undefined]];
  for (const persona of personas) {
    const credentials = cast.credentials[persona];
    tokens.push([`api:${persona}`, credentials.accessToken]);
    if (firebase) tokens.push([`firebase:${persona}`, credentials.idToken]);
  }
  tokens.push(['garbage', 'not-a-jwt'], ['huge', 'A'.repeat(8_000)], ['injection', INJECTIONS[0]]);
  return tokens;
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encode(text: string, keep = /[A-Za-z0-9\-_.~]/): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && keep.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined');

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value === undefined ? '' : `?q=${encode(asText(value))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) search.append(key, asText(one));
  }
  const text = [...search].map(([key, item]) => `${encode(key)}=${encode(item)}`).join('&');
  return text ? `?${text}` : '';
}

const wildcard = fc.oneof(
  fc.constantFrom('categories/oppo-phones.svg', 'swagger-ui.css', '../../etc/passwd', '..%2F..%2Fpackage.json', '%2e%2e/%2e%2e/src/app.ts', 'a/../../../x.svg', ''),
  fc.string({ maxLength: 30 }),
);

function pathOf(route: RecordedRoute, params: unknown, star: string): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return route.url
    .replace(/:(\w+)/g, (_m, name: string) => encode(asText(name in values ? values[name] : params)))
    .replace('*', encode(star, /[A-Za-z0-9\-_.~/%]/));
}

function bodyFor(route: RecordedRoute, cast: Cast & { jpeg: Buffer }, hints: Hints): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'> | undefined> {
  if (route.method === 'GET' || route.method === 'OPTIONS') return fc.constant(undefined);
  const raw = rawBody.map(({ payload, contentType }) => ({ payload, headers: { 'content-type': contentType } }));
  if (route.url === '/images') {
    return fc.oneof(
      raw,
      fc.tuple(fc.uint8Array({ maxLength: 2_000 }), fc.constantFrom('image', 'photo', 'image'), fc.constantFrom('image/jpeg', 'image/png', 'text/html'))
        .map(([bytes, field, contentType]) => multipartForm([{ field, filename: 'x.jpg', contentType, bytes: Buffer.from(bytes) }])),
      fc.constant(cast.jpeg).map((bytes) => multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes }])),
    );
  }
  const schema = route.schema?.body as JsonSchema | undefined;
  const json = (schema ? fuzzOf(schema, hints) : hostileValue).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    headers: { 'content-type': 'application/json' },
  }));
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: fc.constant(undefined) });
}

export function fuzzRequests(routes: RecordedRoute[], cast: Cast & { jpeg: Buffer }, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const perRoute = routes.map((route) => {
    const key = `${route.method} ${route.url}`;
    const tokens = tokensFor(cast, FIREBASE_ROUTES.has(key));
    const params = route.schema?.params ? fuzzOf(route.schema.params as JsonSchema, hints) : hostileValue;
    const query = route.schema?.querystring ? fuzzOf(route.schema.querystring as JsonSchema, hints) : fc.option(hostileValue);
    return fc
      .record({
        token: fc.constantFrom(...tokens),
        params,
        star: wildcard,
        query,
        body: bodyFor(route, cast, hints),
      })
      .map(({ token: [tokenName, token], params: p, star, query: q, body }): FuzzRequest => {
        const url = route.method === 'OPTIONS' ? `/${encode(star, /[A-Za-z0-9\-_.~/%]/)}` : `${pathOf(route, p, star)}${queryString(q)}`;
        const headers: Record<string, string> = { ...(body?.headers as Record<string, string> | undefined) };
        if (token !== undefined) headers.authorization = `Bearer ${token}`;
        if (route.method === 'OPTIONS') {
          headers.origin = 'http://localhost:3000';
          headers['access-control-request-method'] = 'POST';
        }
        return {
          route,
          url,
          token: tokenName,
          options: { method: route.method as InjectOptions['method'], url, headers, ...(body ? { payload: body.payload } : {}) },
        };
      });
  });
  return fc.oneof(...perRoute);
}

export function hintsOf(cast: Cast): Hints {
  return {
    ids: [cast.productId, cast.bookingId, cast.orderId],
    emails: Object.values(cast.accounts).map((account) => account.email),
    byName: {
      img: [cast.photoUrl],
      categoryName: CATEGORY_NAMES,
      cateName: CATEGORY_NAMES,
      // Search words: a model with a typo, odd spacing, and none.
      q: ['samsng', 'redmi note13', 'oppo', ' '],
      productId: [cast.productId],
      bookingId: [cast.bookingId],
      payId: [cast.bookingId],
    },
  };
}
