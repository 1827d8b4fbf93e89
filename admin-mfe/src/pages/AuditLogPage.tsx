import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { AuditAction } from '@sellphones/contracts/schemas';
import { EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import styled from 'styled-components';
import { useAuditLog } from '../trust/trust-queries.ts';

const ACTION_LABELS: Record<AuditAction, string> = {
  'delete-account': 'Deleted an account',
  'hide-listing': 'Hid a listing',
  'restore-listing': 'Restored a listing',
  'refund-dispute': 'Refunded a dispute',
  'close-dispute': 'Closed a dispute',
  'remove-rating-comment': 'Removed a rating comment',
};

const Entries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

/** Every admin action, newest first: who, when, what, why. Read-only: nobody can change an entry. */
export function AuditLogPage({ shell }: { shell: ShellApi }) {
  const log = useAuditLog(shell);
  return (
    <Page>
      <PageTitle>Audit Log</PageTitle>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <InlineError message={readableMessage(log.error, 'The audit log could not be loaded.')} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <EmptyState title="No admin action yet" />
      ) : (
        <Entries aria-label="Admin actions, newest first">
          {log.data.map((entry) => (
            <li key={entry._id}>
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</time>:{' '}
              {entry.adminName} ({entry.adminEmail}) — {ACTION_LABELS[entry.action]}: {entry.subjectLabel}. Why: {entry.reason}
            </li>
          ))}
        </Entries>
      )}
    </Page>
  );
}
