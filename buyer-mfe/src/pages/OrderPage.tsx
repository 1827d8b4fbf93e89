import { NEIR, neirVerifySms, type ShellApi } from '@sellphones/contracts';
import { Button, Emphasized, InlineError, isRefusedForGood, Loading, OrderTimeline, Page, PageTitle, PhoneLink, TextCard, useErrorText, useFocusAfterStep, useFormat } from '@sellphones/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RateLaterNote } from '../order/RateLaterNote.tsx';
import { RateSellerForm } from '../order/RateSellerForm.tsx';
import { ReportProblemForm } from '../order/ReportProblemForm.tsx';
import { useOrder } from '../order/useOrder.ts';
import { NoSuchOrder } from '../orders/NoSuchOrder.tsx';
import { useText } from '../texts.ts';

/** The facts are laid out by the room their card gives them, not the window's. */
const FactsBox = styled.div`
  container-type: inline-size;
`;
/**
 * Each label beside its value; where a label and a whole IMEI do not fit side by side (a phone
 * of 360 px or less, in Bangla), each label sits above its value instead.
 */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @container (max-width: 19rem) {
    grid-template-columns: 1fr;
    row-gap: 0;
    dt {
      color: ${({ theme }) => theme.color.muted};
    }
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;
/** An IMEI is read and typed as one 15-digit number: never broken across lines. */
const Imei = styled.dd`
  white-space: nowrap;
`;
/** The buyer's own words, as written: a long word breaks rather than widen the page. */
const Report = styled.p`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** One paid order for its buyer: where it stands, the seller's contact, the timeline, and the buyer's next step. */
export function OrderPage({ shell }: { shell: ShellApi }) {
  const orderId = useParams().id ?? '';
  const { order, saving, confirmReceipt, reportProblem, rate } = useOrder(shell, orderId);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  // A step's button or form goes once the step is done: the keyboard goes to what the order now
  // says (its stage, or the rating given), which a screen reader reads.
  const keepingPlace = useFocusAfterStep(saving, order.data);

  if (order.isPending) {
    return (
      <Page>
        <PageTitle>{t('order.title')}</PageTitle>
        <Loading />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page>
        <PageTitle>{t('order.title')}</PageTitle>
        {isRefusedForGood(order.error) ? (
          <NoSuchOrder title={t('noSuchOrder.order')} />
        ) : (
          <InlineError message={t('order.failed', { reason: errorText(order.error, t('order.tryAgain')) })} onRetry={() => void order.refetch()} />
        )}
      </Page>
    );
  }
  const details = order.data;
  return (
    <Page>
      <PageTitle>{t('order.titleFor', { name: details.productName })}</PageTitle>
      <Stack>
        <p role="status" data-testid="order-stage" id="order-stage" tabIndex={-1}>
          {t(`order.stages.${details.stage}`)}
        </p>
        <TextCard>
          <FactsBox>
            <Facts>
              <dt>{t('order.price')}</dt>
              <dd>{format.money(details.price)}</dd>
              <dt>{t('order.seller')}</dt>
              <dd>{details.counterpart.name}</dd>
              <dt>{t('order.sellerPhone')}</dt>
              <dd>
                <PhoneLink number={details.counterpart.phone} />
              </dd>
              <dt>{t('order.meetingPlace')}</dt>
              <dd>{details.meetingLocation}</dd>
              {details.imei?.full && (
                <>
                  <dt>{t('order.imei')}</dt>
                  <Imei>{details.imei.full}</Imei>
                </>
              )}
            </Facts>
          </FactsBox>
          {details.imei?.full && details.stage === 'paid' && (
            <p>
              <Emphasized
                text={t('imei.beforeTake', { sms: neirVerifySms(details.imei.full), number: NEIR.verifySmsNumber, code: NEIR.showImeiCode })}
                value={neirVerifySms(details.imei.full)}
              />
            </p>
          )}
        </TextCard>
        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">{t('order.timeline')}</h2>
          <OrderTimeline steps={details.timeline} />
          {/* Only while the buyer can still confirm: in dispute, refunded or once received it no longer holds. */}
          {details.canConfirmReceipt && details.receiptAutomaticAt && (
            <p>{t('order.autoReceipt', { date: format.date(details.receiptAutomaticAt) })}</p>
          )}
        </section>
        {details.dispute && (
          <Report>
            {t('order.yourReport', {
              date: format.date(details.dispute.openedAt),
              reason: t(`problem.reasons.${details.dispute.reason}`),
              text: details.dispute.text,
            })}
          </Report>
        )}
        {details.dispute?.resolution && <p>{t('order.decision', { resolution: details.dispute.resolution })}</p>}
        {details.canConfirmReceipt && (
          <div>
            <Button type="button" disabled={saving} onClick={() => void keepingPlace(confirmReceipt, 'order-stage')().catch(() => undefined)}>
              {saving ? t('order.saving') : t('order.received')}
            </Button>
          </div>
        )}
        {details.canReportProblem && details.problemReportUntil && (
          <ReportProblemForm until={details.problemReportUntil} saving={saving} onReport={keepingPlace(reportProblem, 'order-stage')} />
        )}
        <RateLaterNote order={details} />
        {details.canRate && <RateSellerForm saving={saving} onRate={keepingPlace(rate, 'order-rated')} />}
        {details.rating && (
          <p id="order-rated" tabIndex={-1}>
            {t('order.rated', { stars: format.number(details.rating.stars) })}
          </p>
        )}
      </Stack>
    </Page>
  );
}
