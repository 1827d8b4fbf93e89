import { DEFAULT_LANGUAGE, isLanguage, type Language, type Role, type SessionUser } from '@sellphones/contracts';

/** The stub shell's session, from the page's query string: `?token=<API token>&role=seller&api=...&lang=bn`. */
export interface StubSession {
  token: string | null;
  role: Role;
  apiUrl: string;
  user: SessionUser;
  /** `lang=bn` shows the remote in Bangla. */
  language: Language;
}

const ROLES: readonly Role[] = ['buyer', 'seller', 'admin'];
const NOBODY = 'standalone@sellphones.test';

/**
 * The email the API token was issued for (its `email` claim), read without checking the signature:
 * the stub shell only shows it and sends it back in paths; the API verifies the token on every call.
 */
export function emailOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { email } = JSON.parse(json) as { email?: unknown };
    return typeof email === 'string' && email.includes('@') ? email : null;
  } catch {
    return null;
  }
}

export function stubSessionFrom(search: string): StubSession {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const role = params.get('role') as Role | null;
  const email = emailOfToken(token) ?? NOBODY;
  const lang = params.get('lang');
  return {
    token,
    role: role && ROLES.includes(role) ? role : 'buyer',
    apiUrl: params.get('api') ?? 'http://127.0.0.1:4000',
    user: { uid: 'standalone', email, name: email.split('@')[0]!, photoURL: null },
    language: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
  };
}
