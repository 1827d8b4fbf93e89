import type { ShellApi } from '@sellphones/contracts';
import type { ModerationItem } from '@sellphones/contracts/schemas';
import { Button, EmptyState, ListStates, Page, PageTitle, TextCard, useFormat } from '@sellphones/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { CaseList } from '../decisions/CaseList.ts';
import { DecisionForm } from '../decisions/DecisionForm.tsx';
import { useNextCaseFocus } from '../decisions/useNextCaseFocus.ts';
import { useAdminDecisions, useModerationQueue, type ModerationAction } from '../trust/trust-queries.ts';
import { useText } from '../texts.ts';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Reported listings, and listings whose IMEI someone else tried to list; hide, restore or dismiss the reports, with a reason. */
export function ModerationPage({ shell }: { shell: ShellApi }) {
  const [show, setShow] = useState<'flagged' | 'hidden'>('flagged');
  const queue = useModerationQueue(shell, show);
  const { moderate } = useAdminDecisions(shell);
  const t = useText();
  const format = useFormat();
  const reasonIdOf = (item: { productId: string }) => `moderation-reason-${item.productId}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const decide = useNextCaseFocus({ busy: moderate.isPending, cases: queue.data, reasonIdOf, heading });
  // A hidden listing can come back; a shown one can be hidden while for sale, and its reports dismissed, sold or not.
  const actionsFor = (item: ModerationItem): Array<{ action: ModerationAction; label: string }> =>
    item.hidden
      ? [{ action: 'restore', label: t('moderation.restore') }]
      : [
          ...(item.sold ? [] : [{ action: 'hide' as const, label: t('moderation.hide') }]),
          { action: 'dismiss-reports', label: t('moderation.dismiss') },
        ];
  const day = format.dateTime;
  return (
    <Page>
      <PageTitle ref={heading} tabIndex={-1}>
        {t('moderation.title')}
      </PageTitle>
      <Tabs role="group" aria-label={t('moderation.which')}>
        <Button type="button" $variant={show === 'flagged' ? undefined : 'secondary'} aria-pressed={show === 'flagged'} onClick={() => setShow('flagged')}>
          {t('moderation.reported')}
        </Button>
        <Button type="button" $variant={show === 'hidden' ? undefined : 'secondary'} aria-pressed={show === 'hidden'} onClick={() => setShow('hidden')}>
          {t('moderation.hidden')}
        </Button>
      </Tabs>
      <ListStates
        query={queue}
        items={queue.data}
        failed={t('moderation.failed')}
        empty={<EmptyState title={show === 'flagged' ? t('moderation.nothingReported') : t('moderation.noHidden')} />}
      >
        {(items) => (
          <CaseList>
            {items.map((item) => (
              <li key={item.productId}>
                <TextCard>
                  <h2>{item.productName}</h2>
                  <p>
                    {t('moderation.facts', { category: format.category(item.categoryName), price: format.money(item.price), seller: item.sellerName, email: item.sellerEmail })}
                    {item.imei?.full ? t('moderation.imei', { imei: item.imei.full }) : ''}
                  </p>
                  {item.hiddenReason && <p>{t('moderation.hiddenOn', { when: day(item.hiddenAt ?? item.lastFlaggedAt), reason: item.hiddenReason })}</p>}
                  {item.reports.length > 0 && (
                    <ul aria-label={t('moderation.reportsOn', { name: item.productName })}>
                      {item.reports.map((report) => (
                        <li key={`${report.reporterEmail}-${report.reportedAt}`}>
                          <strong>{t(`moderation.reasons.${report.reason}`)}</strong>{' '}
                          {t('moderation.report', { name: report.reporterName, email: report.reporterEmail, when: day(report.reportedAt), text: report.text })}
                        </li>
                      ))}
                    </ul>
                  )}
                  {item.imeiClashes.length > 0 && (
                    <ul aria-label={t('moderation.clashesOn', { name: item.productName })}>
                      {item.imeiClashes.map((clash) => (
                        <li key={`${clash.sellerEmail}-${clash.attemptedAt}`}>
                          {t('moderation.clash', { name: clash.sellerName, email: clash.sellerEmail, when: day(clash.attemptedAt) })}
                        </li>
                      ))}
                    </ul>
                  )}
                  <DecisionForm
                    id={reasonIdOf(item)}
                    subject={item.productName}
                    actions={actionsFor(item)}
                    saving={moderate.isPending && moderate.variables?.productId === item.productId}
                    onDecide={(action, reason) => decide(item, moderate.mutateAsync({ productId: item.productId, action, reason }))}
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
