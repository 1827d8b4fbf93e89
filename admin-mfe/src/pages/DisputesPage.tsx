import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { Card, EmptyState, formatDollars, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import styled from 'styled-components';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useAdminDecisions, useOpenDisputes } from '../trust/trust-queries.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;

const day = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Orders in dispute, oldest first: both sides' contacts, the buyer's problem, and refund or close with a reason. */
export function DisputesPage({ shell }: { shell: ShellApi }) {
  const disputes = useOpenDisputes(shell);
  const { resolve } = useAdminDecisions(shell);
  return (
    <Page>
      <PageTitle>Disputes</PageTitle>
      {disputes.isPending ? (
        <Loading />
      ) : disputes.isError ? (
        <InlineError message={readableMessage(disputes.error, 'The disputes could not be loaded.')} onRetry={() => void disputes.refetch()} />
      ) : disputes.data.length === 0 ? (
        <EmptyState title="No open dispute" />
      ) : (
        <List>
          {disputes.data.map((row) => (
            <li key={row.orderId}>
              <Card>
                <h2>{row.productName}</h2>
                <p>
                  {formatDollars(row.price)} · handed over {day(row.handedOverAt)}
                  {row.imei?.full ? ` · IMEI ${row.imei.full}` : ''}
                </p>
                <p>
                  Buyer: {row.buyerName}, <a href={`tel:${row.buyerPhone}`}>{row.buyerPhone}</a>, {row.buyerEmail}
                </p>
                <p>
                  Seller: {row.sellerName}, <a href={`tel:${row.sellerPhone}`}>{row.sellerPhone}</a>, {row.sellerEmail}
                </p>
                <p>
                  Problem ({row.dispute.reason}, {day(row.dispute.openedAt)}): {row.dispute.text}
                </p>
                <DecisionForm
                  id={`dispute-reason-${row.orderId}`}
                  subject={`the dispute over ${row.productName}`}
                  actions={[
                    { action: 'refund', label: 'Refund the buyer' },
                    { action: 'close', label: 'Close without refund' },
                  ]}
                  saving={resolve.isPending && resolve.variables?.orderId === row.orderId}
                  onDecide={(outcome, reason) => resolve.mutateAsync({ orderId: row.orderId, outcome, reason })}
                />
              </Card>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
