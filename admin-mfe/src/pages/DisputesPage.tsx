import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, ListStates, Page, PageTitle, PhoneLink, TextCard, useFormat } from '@sellphones/ui';
import { CaseList } from '../decisions/CaseList.ts';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useAdminDecisions, useOpenDisputes } from '../trust/trust-queries.ts';
import { useText } from '../texts.ts';

/** Orders in dispute, oldest first: both sides' contacts, the buyer's problem, and refund or close with a reason. */
export function DisputesPage({ shell }: { shell: ShellApi }) {
  const disputes = useOpenDisputes(shell);
  const { resolve } = useAdminDecisions(shell);
  const t = useText();
  const format = useFormat();
  const day = format.dateTime;
  return (
    <Page>
      <PageTitle>{t('disputes.title')}</PageTitle>
      <ListStates
        query={disputes}
        items={disputes.data}
        failed={t('disputes.failed')}
        empty={<EmptyState title={t('disputes.empty')} />}
      >
        {(items) => (
          <CaseList>
            {items.map((row) => (
              <li key={row.orderId}>
                <TextCard>
                  <h2>{row.productName}</h2>
                  <p>
                    {t('disputes.facts', { price: format.money(row.price), when: day(row.handedOverAt) })}
                    {row.imei?.full ? t('moderation.imei', { imei: row.imei.full }) : ''}
                  </p>
                  <p>
                    {t('disputes.buyer', { name: row.buyerName })} <PhoneLink number={row.buyerPhone} />, {row.buyerEmail}
                  </p>
                  <p>
                    {t('disputes.seller', { name: row.sellerName })} <PhoneLink number={row.sellerPhone} />, {row.sellerEmail}
                  </p>
                  <p>
                    {t('disputes.problem', { reason: row.dispute.reason, when: day(row.dispute.openedAt), text: row.dispute.text })}
                  </p>
                  <DecisionForm
                    id={`dispute-reason-${row.orderId}`}
                    subject={t('disputes.subject', { name: row.productName })}
                    actions={[
                      { action: 'refund', label: t('disputes.refund') },
                      { action: 'close', label: t('disputes.close') },
                    ]}
                    saving={resolve.isPending && resolve.variables?.orderId === row.orderId}
                    onDecide={(outcome, reason) => resolve.mutateAsync({ orderId: row.orderId, outcome, reason })}
                  />
                </TextCard>
              </li>
            ))}
          </CaseList>
        )}
      </ListStates>
    </Page>
  );
}
