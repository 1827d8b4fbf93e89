import { createHmac } from 'node:crypto';

// Hand-made JWTs for the refusal tests: wrong key, wrong algorithm, expired, tampered.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export function unsignedToken(payload: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** The same token with some payload claims replaced and the original signature kept. */
export function tamper(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${encode({ ...claims, ...changes })}.${signature}`;
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
