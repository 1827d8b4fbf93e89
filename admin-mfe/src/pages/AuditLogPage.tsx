import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, ListStates, Page, PageTitle, useFormat } from '@sellphones/ui';
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
  return (
    <Page>
      <PageTitle>{t('audit.title')}</PageTitle>
      <ListStates
        query={log}
        items={log.data}
        failed={t('audit.failed')}
        empty={<EmptyState title={t('audit.empty')} />}
      >
        {(items) => (
          <Entries aria-label={t('audit.label')}>
            {items.map((entry) => (
              <li key={entry._id}>
                {t('audit.entry', {
                  when: format.dateTime(entry.at),
                  admin: entry.adminName,
                  email: entry.adminEmail,
                  action: t(`audit.actions.${entry.action}`),
                  subject: entry.subjectLabel,
                  reason: entry.reason || t('audit.noReason'),
                })}
              </li>
            ))}
          </Entries>
        )}
      </ListStates>
    </Page>
  );
}
