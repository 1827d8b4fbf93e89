import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, InlineError, Loading, Page, PageTitle, useErrorText, useFormat } from '@sellphones/ui';
import styled from 'styled-components';
import { useAuditLog } from '../trust/trust-queries.ts';
import { useText } from '../texts.ts';

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
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  return (
    <Page>
      <PageTitle>{t('audit.title')}</PageTitle>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <InlineError message={errorText(log.error, t('audit.failed'))} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <Entries aria-label={t('audit.label')}>
          {log.data.map((entry) => (
            <li key={entry._id}>
              {t('audit.entry', {
                when: format.dateTime(entry.at),
                admin: entry.adminName,
                email: entry.adminEmail,
                action: t(`audit.actions.${entry.action}`),
                subject: entry.subjectLabel,
                reason: entry.reason,
              })}
            </li>
          ))}
        </Entries>
      )}
    </Page>
  );
}
