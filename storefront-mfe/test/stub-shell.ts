import { vi } from 'vitest';
import type { Role, ShellApi } from '@sellphones/contracts';

/** A shell whose calls are spies; `request` answers with what the test gives it. */
export function stubShell(role: Role | null, request: ShellApi['request'] = vi.fn()): ShellApi {
  const notify = Object.assign(vi.fn(() => 'toast'), { dismiss: vi.fn() });
  return {
    user: role ? { uid: 'u1', email: 'karim@example.test', name: 'Karim Buyer', photoURL: null } : null,
    role,
    apiUrl: 'http://api.test',
    getToken: vi.fn(async () => 'token'),
    request,
    uploadImage: vi.fn(),
    notify,
    signOut: vi.fn(async () => undefined),
    navigate: vi.fn(),
  };
}
