import type { AppConfig } from '@sellphones/contracts';
import { useSessionStore } from '../session/session-store.ts';

/** Observes the sign-in state. Until accounts exist, every visitor is signed out. */
export function startSession(_config: AppConfig): void {
  useSessionStore.getState().signedOut();
}
