import { useEffect, type ReactNode } from 'react';
import type { Role } from '@sellphones/contracts';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '@sellphones/ui';
import { setDocumentTitle } from '../navigation/page-title.ts';
import { useText } from '../texts.ts';
import { useSessionStore } from '../session/session-store.ts';

function NotAllowed({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const t = useText();
  useEffect(() => setDocumentTitle('Not allowed'), [pathname]);
  return (
    <EmptyState level={1} title={t('notAllowed.title')}>
      <p>{t('notAllowed.text', { role: t(`notAllowed.roles.${role}`) })}</p>
    </EmptyState>
  );
}

/** A page of another role: a plain 'not allowed' screen, and its remote is never loaded. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const current = useSessionStore((state) => state.role);
  if (current !== role) return <NotAllowed role={role} />;
  return <>{children}</>;
}
