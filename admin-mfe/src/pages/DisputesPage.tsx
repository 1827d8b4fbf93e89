import { useRef } from 'react';
import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, ListStates, Page, PageTitle, PhoneLink, TextCard, useFormat } from '@sellphones/ui';
import { CaseList } from '../decisions/CaseList.ts';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useNextCaseFocus } from '../decisions/useNextCaseFocus.ts';
import { useAdminDecisions, useOpenDisputes } from '../trust/trust-queries.ts';
import { useText } from '../texts.ts';

/** Orders in dispute, oldest first: both sides' contacts, the buyer's problem, and refund or close with a reason. */
export function DisputesPage({ shell }: { shell: ShellApi }) {
  const disputes = useOpenDisputes(shell);
  const { resolve } = useAdminDecisions(shell);
  const t = useText();
  const format = useFormat();
  const day = format.dateTime;
  const reasonIdOf = (row: { orderId: string }) => `dispute-reason-${row.orderId}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const decide = useNextCaseFocus({ busy: resolve.isPending, cases: disputes.data, reasonIdOf, heading });
  return (
    <Page>
      <PageTitle ref={heading} tabIndex={-1}>
        {t('disputes.title')}
      </PageTitle>
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
                    {/* The buyer chose a reason from a fixed list: the admin reads it in words, in their language, not its code. */}
                    {t('disputes.problem', {
                      reason: t(`disputes.reasons.${row.dispute.reason}`),
                      when: day(row.dispute.openedAt),
                      text: row.dispute.text,
                    })}
                  </p>
                  <DecisionForm
                    id={reasonIdOf(row)}
                    subject={t('disputes.subject', { name: row.productName })}
                    actions={[
                      {
                        action: 'refund',
                        label: t('disputes.refund'),
                        confirm: {
                          message: t('disputes.refundConfirm', { price: format.money(row.price), name: row.buyerName }),
                          detail: t('disputes.refundDetail'),
                          confirmLabel: t('disputes.refundNow', { price: format.money(row.price) }),
                        },
                      },
                      { action: 'close', label: t('disputes.close') },
                    ]}
                    saving={resolve.isPending && resolve.variables?.orderId === row.orderId}
                    onDecide={(outcome, reason) => decide(row, resolve.mutateAsync({ orderId: row.orderId, outcome, reason }))}
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
