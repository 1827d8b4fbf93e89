import type { ReactNode } from 'react';
import { isApiError } from '@sellphones/contracts';
import { EmptyState } from './EmptyState.tsx';

/**
 * Whether the API refused a read for good: not an id (400), not the caller's (403), or none
 * (404). Asking again cannot help, unlike a lost connection or a server failure.
 */
export function isRefusedForGood(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

/**
 * Said under a page's title instead of "could not load, try again" when there is nothing to try
 * again: what is not there, and where to go instead (`children`, a link). An alert, as the error
 * it replaces, so a screen reader on the page's title hears it.
 */
export function NothingToRetry({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert">
      <EmptyState title={title}>{children}</EmptyState>
    </div>
  );
}
