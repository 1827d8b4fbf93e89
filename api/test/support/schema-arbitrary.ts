import fc from 'fast-check';

// fast-check arbitraries read from the TypeBox (JSON Schema) objects the routes validate with:
// values that fit the schema, and the same shapes bent every way a hostile client would bend them.

/** The subset of JSON Schema that the contracts use. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
}

/** Real values the app knows, so valid-looking requests reach past the lookups. */
export interface Hints {
  ids: string[];
  emails: string[];
  /** Known good strings by property name (img: a stored photo, categoryName: the brands...). */
  byName: Record<string, readonly string[]>;
}

export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '%00',
  '\u0000',
  '$where',
  '{"$gt":""}',
  'admin@example.test\r\nX-Injected: 1',
] as const;

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '123',
  '',
  ' ',
  '-1',
  '1e309',
  'null',
  'undefined',
] as const;

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...BAD_IDS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('ব্যবহৃত ফোন', '😀📱', '\u202e', 'Ω≈ç√', '\ud800'),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'A'.repeat(n)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.001, 0.005, 1e-9, 1.5, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Anything at all, of any type: what a client gets wrong. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileString, fc.integer()), { maxKeys: 3 }),
);

const EXTRA_KEYS = ['role', 'isAdmin', 'sellerId', 'buyerId', 'userId', 'price', 'constructor', 'extra', '$where'];

function stringOf(schema: JsonSchema, name: string | undefined, hints: Hints): fc.Arbitrary<string> {
  const known = name ? hints.byName[name] : undefined;
  const options: fc.Arbitrary<string>[] = [];
  if (known && known.length > 0) options.push(fc.constantFrom(...known));
  if (schema.format === 'uuid') {
    options.push(fc.uuid());
    if (hints.ids.length > 0) options.push(fc.constantFrom(...hints.ids));
  } else if (schema.format === 'email') {
    options.push(fc.emailAddress());
    if (hints.emails.length > 0) options.push(fc.constantFrom(...hints.emails));
  } else if (schema.format === 'date-time') {
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  } else if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern)));
  } else {
    const minLength = schema.minLength ?? 0;
    options.push(fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 60, 60)) }));
  }
  return fc.oneof(...options);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 0.01 : (schema.minimum ?? -1_000_000);
  const high = schema.maximum ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  if (schema.multipleOf === 0.01) {
    return fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((cents) => cents / 100);
  }
  return fc.double({ min: low, max: high, noNaN: true });
}

/** Values that fit the schema (as far as a generator can tell: patterns and lengths may still clash). */
export function validOf(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  // Lists of allowed words (divisions, districts): any of them.
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validOf(option, hints, name)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name, hints);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items ?? {}, hints), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = validOf(property, hints, key);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return hostileValue;
  }
}

/**
 * Mostly valid values, and the same values with a field missing, a field of the wrong type or
 * hostile content, or an extra field; sometimes something else entirely.
 */
export function fuzzOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.type !== 'object' || !schema.properties) {
    return fc.oneof({ weight: 3, arbitrary: validOf(schema, hints) }, { weight: 2, arbitrary: hostileValue });
  }
  const keys = Object.keys(schema.properties);
  const valid = validOf(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
  const mutated = fc
    .tuple(valid, fc.constantFrom('drop', 'retype', 'extra', 'all-hostile'), fc.nat(), hostileValue, fc.constantFrom(...EXTRA_KEYS))
    .map(([value, how, pick, hostile, extraKey]) => {
      const copy: Record<string, unknown> = { ...value };
      const key = keys[pick % keys.length]!;
      if (how === 'drop') delete copy[key];
      else if (how === 'retype') copy[key] = hostile;
      else if (how === 'extra') copy[extraKey] = hostile;
      else for (const k of keys) copy[k] = hostile;
      return copy;
    });
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}

/** Bodies no JSON encoder would produce: broken JSON, prototype pollution, deep nesting, wrong media types. */
export const rawBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.record({
  payload: fc.constantFrom(
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{',
    'not json',
    '',
    'null',
    '[]',
    '"a string"',
    '1e999',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`,
  ),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'),
});
