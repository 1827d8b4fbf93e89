import { create } from 'zustand';
import type { Role, SessionUser } from '@sellphones/contracts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  /** 'loading' until the first observation of the sign-in state. */
  status: SessionStatus;
  user: SessionUser | null;
  role: Role | null;
  signedIn(user: SessionUser, role: Role): void;
  signedOut(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  role: null,
  signedIn: (user, role) => set({ status: 'signedIn', user, role }),
  signedOut: () => set({ status: 'signedOut', user: null, role: null }),
}));
