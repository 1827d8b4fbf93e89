import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { ReportReason } from '@sellphones/contracts/schemas';
import { Button, Card, EmptyState, formatDollars, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useAdminDecisions, useModerationQueue } from '../trust/trust-queries.ts';

const REASON_LABELS: Record<ReportReason, string> = {
  'stolen-or-blocked-imei': 'Stolen or blocked IMEI',
  'fake-or-clone': 'Fake or clone',
  'wrong-information': 'Wrong information',
  scam: 'Scam',
  other: 'Other',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;
const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const day = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Reported listings, and listings whose IMEI someone else tried to list; hide or restore them with a reason. */
export function ModerationPage({ shell }: { shell: ShellApi }) {
  const [show, setShow] = useState<'flagged' | 'hidden'>('flagged');
  const queue = useModerationQueue(shell, show);
  const { moderate } = useAdminDecisions(shell);
  return (
    <Page>
      <PageTitle>Moderation</PageTitle>
      <Tabs role="group" aria-label="Which listings">
        <Button type="button" $variant={show === 'flagged' ? undefined : 'secondary'} aria-pressed={show === 'flagged'} onClick={() => setShow('flagged')}>
          Reported
        </Button>
        <Button type="button" $variant={show === 'hidden' ? undefined : 'secondary'} aria-pressed={show === 'hidden'} onClick={() => setShow('hidden')}>
          Hidden
        </Button>
      </Tabs>
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <InlineError message={readableMessage(queue.error, 'The moderation queue could not be loaded.')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title={show === 'flagged' ? 'Nothing reported' : 'No hidden listing'} />
      ) : (
        <List>
          {queue.data.map((item) => (
            <li key={item.productId}>
              <Card>
                <h2>{item.productName}</h2>
                <p>
                  {item.categoryName} · {formatDollars(item.price)} · seller {item.sellerName} ({item.sellerEmail})
                  {item.imei?.full ? ` · IMEI ${item.imei.full}` : ''}
                </p>
                {item.hiddenReason && <p>Hidden on {day(item.hiddenAt ?? item.lastFlaggedAt)}: {item.hiddenReason}</p>}
                {item.reports.length > 0 && (
                  <ul aria-label={`Reports on ${item.productName}`}>
                    {item.reports.map((report) => (
                      <li key={`${report.reporterEmail}-${report.reportedAt}`}>
                        <strong>{REASON_LABELS[report.reason]}</strong> by {report.reporterName} ({report.reporterEmail}), {day(report.reportedAt)}: {report.text}
                      </li>
                    ))}
                  </ul>
                )}
                {item.imeiClashes.length > 0 && (
                  <ul aria-label={`Others who tried to list the IMEI of ${item.productName}`}>
                    {item.imeiClashes.map((clash) => (
                      <li key={`${clash.sellerEmail}-${clash.attemptedAt}`}>
                        Same IMEI listed again by {clash.sellerName} ({clash.sellerEmail}), {day(clash.attemptedAt)}: possibly stolen or cloned
                      </li>
                    ))}
                  </ul>
                )}
                {!item.sold && (
                  <DecisionForm
                    id={`moderation-reason-${item.productId}`}
                    subject={item.productName}
                    actions={item.hidden ? [{ action: 'restore', label: 'Restore listing' }] : [{ action: 'hide', label: 'Hide listing' }]}
                    saving={moderate.isPending && moderate.variables?.productId === item.productId}
                    onDecide={(action, reason) => moderate.mutateAsync({ productId: item.productId, action, reason })}
                  />
                )}
              </Card>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
