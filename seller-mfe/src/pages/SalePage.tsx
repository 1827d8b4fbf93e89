import type { ShellApi } from '@sellphones/contracts';
import {
  InlineError,
  isRefusedForGood,
  Loading,
  NothingToRetry,
  OrderTimeline,
  Page,
  PageTitle,
  PhoneLink,
  TextCard,
  useErrorText,
  useFocusAfterStep,
  useFormat,
} from '@sellphones/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { HandoverForm } from '../sales/HandoverForm.tsx';
import { useSale } from '../sales/useSales.ts';
import { useText } from '../texts.ts';

/** The buyer's own words: a long word breaks rather than widen the page. */
const Rating = styled.p`
  overflow-wrap: anywhere;
`;

/** One sale for its seller: the buyer's name and phone, the meeting place, the timeline, the handover step, the buyer's rating. */
export function SalePage({ shell }: { shell: ShellApi }) {
  const orderId = useParams().id ?? '';
  const { sale, handOver } = useSale(shell, orderId);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  // The handover form goes once the phone is handed over: the keyboard goes to the sale's new stage.
  const keepingPlace = useFocusAfterStep(handOver.isPending, sale.data);
  if (sale.isPending) {
    return (
      <Page>
        <PageTitle>{t('sale.title')}</PageTitle>
        <Loading />
      </Page>
    );
  }
  if (sale.isError) {
    return (
      <Page>
        <PageTitle>{t('sale.title')}</PageTitle>
        {isRefusedForGood(sale.error) ? (
          <NothingToRetry title={t('sale.noSuchSale')}>
            <Link to="/dashboard/mySales">{t('sale.seeSales')}</Link>
          </NothingToRetry>
        ) : (
          <InlineError message={t('sale.failed', { reason: errorText(sale.error, t('sale.tryAgain')) })} onRetry={() => void sale.refetch()} />
        )}
      </Page>
    );
  }
  const details = sale.data;
  return (
    <Page>
      <PageTitle>{t('sale.titleFor', { name: details.productName })}</PageTitle>
      <p role="status" data-testid="order-stage" id="sale-stage" tabIndex={-1}>
        {t(`sales.stages.${details.stage}`)}
      </p>
      <TextCard>
        <p>{t('sale.price', { price: format.money(details.price) })}</p>
        <p>{t('sale.buyer', { name: details.counterpart.name })}</p>
        <p>
          {t('sale.buyerPhone')} <PhoneLink number={details.counterpart.phone} />
        </p>
        <p>{t('sale.meetingPlace', { place: details.meetingLocation })}</p>
        {details.imei?.full && <p>{t('sale.imei', { imei: details.imei.full })}</p>}
      </TextCard>
      <section aria-labelledby="sale-timeline-heading">
        <h2 id="sale-timeline-heading">{t('sale.timeline')}</h2>
        <OrderTimeline steps={details.timeline} />
      </section>
      {details.canHandOver && <HandoverForm saving={handOver.isPending} onHandOver={keepingPlace(() => handOver.mutateAsync(), 'sale-stage')} />}
      {details.dispute && <p>{t('sale.problem', { text: details.dispute.text })}</p>}
      {details.rating && (
        <Rating>
          {details.rating.comment
            ? t('sale.ratedWithComment', { stars: format.number(details.rating.stars), comment: details.rating.comment })
            : t('sale.rated', { stars: format.number(details.rating.stars) })}
        </Rating>
      )}
    </Page>
  );
}
