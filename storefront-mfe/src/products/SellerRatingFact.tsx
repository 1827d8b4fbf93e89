import type { SellerRatingSummary } from '@sellphones/contracts/schemas';
import { useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

/**
 * The seller's rating as a line of a card's facts: the average of the stars buyers gave after
 * completed orders, and how many; a seller nobody has rated yet says so.
 */
export function SellerRatingFact({ rating }: { rating: SellerRatingSummary | undefined }) {
  const t = useText();
  const format = useFormat();
  const rated = rating && rating.count > 0 && rating.average !== null;
  return (
    <>
      <dt>{t('rating.label')}</dt>
      <dd>
        {rated
          ? t('rating.summary', {
              count: rating.count,
              average: format.number(rating.average!),
              ratings: format.number(rating.count),
            })
          : t('rating.none')}
      </dd>
    </>
  );
}
