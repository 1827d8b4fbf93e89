import { create } from 'zustand';
import type { Role, SessionUser } from '@sellphones/contracts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  /** 'loading' until the first observation of the sign-in state. */
  status: SessionStatus;
  user: SessionUser | null;
  role: Role | null;
  /**
   * Signed in from what this browser remembered of the last session, not yet confirmed by
   * Firebase and the API (see auth/start-session.ts); the API checks every call regardless.
   */
  unconfirmed: boolean;
  signedIn(user: SessionUser, role: Role): void;
  /** Shown signed in at once from the remembered session; `signedIn` confirms it later. */
  restored(user: SessionUser, role: Role): void;
  signedOut(): void;
  /** The signed-in account's new name and photo (Your profile), shown at once everywhere. */
  profileSaved(profile: Pick<SessionUser, 'name' | 'photoURL'>): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  role: null,
  unconfirmed: false,
  signedIn: (user, role) => set({ status: 'signedIn', user, role, unconfirmed: false }),
  restored: (user, role) => set({ status: 'signedIn', user, role, unconfirmed: true }),
  signedOut: () => set({ status: 'signedOut', user: null, role: null, unconfirmed: false }),
  profileSaved: (profile) => set(({ user }) => (user ? { user: { ...user, ...profile } } : {})),
}));
