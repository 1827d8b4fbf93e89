import type { FastifySchemaValidationError } from 'fastify';
import { IMEI_MESSAGES } from '@sellphones/contracts';

// Turns schema-validation errors into one sentence a person can act on ("phone must be at
// least 11 characters"), without naming the validator or its keywords.

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  if (path) return path;
  if (context === 'querystring') return 'the query';
  if (context === 'params') return 'the address';
  if (context === 'headers') return 'the headers';
  return 'the request body';
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  uuid: 'a valid id',
  'date-time': 'a date and time',
  uri: 'a web address',
};

/** A missing field whose own sentence says where to find it (and has a code the apps translate). */
const MISSING: Record<string, string> = {
  imei: IMEI_MESSAGES.required,
};

function describe(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return MISSING[String(params.missingProperty)] ?? `${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not allowed here`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(params.limit)}`;
    case 'multipleOf':
      return params.multipleOf === 0.01
        ? `${field} must have at most two decimals`
        : `${field} must be a multiple of ${String(params.multipleOf)}`;
    case 'pattern':
      return `${field} is not in a valid format`;
    case 'format':
      return `${field} must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'type':
      return `${field} must be ${articleFor(String(params.type))}`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    default:
      return `${field} is not valid`;
  }
}

function articleFor(type: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'empty',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}

/** One readable sentence for the first problem; a union of literals lists its allowed values. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'The request is not valid';
  const field = fieldName(first, context);
  const allowed = errors
    .filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
    .map((e) => JSON.stringify((e.params as { allowedValue?: unknown }).allowedValue));
  if (allowed.length > 1) return `${field} must be one of ${allowed.join(', ')}`;
  return describe(first, field);
}
