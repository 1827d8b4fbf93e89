import type { ReactNode } from 'react';
import type { Role } from '@sellphones/contracts';
import { EmptyState } from '@sellphones/ui';
import { useSessionStore } from '../session/session-store.ts';

/** A page of another role: a plain 'not allowed' screen, and its remote is never loaded. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const current = useSessionStore((state) => state.role);
  if (current !== role) {
    return (
      <EmptyState title="You are not allowed to see this page">
        <p>This page is for {role} accounts.</p>
      </EmptyState>
    );
  }
  return <>{children}</>;
}
