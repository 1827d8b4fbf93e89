import type { ListedProduct } from '@sellphones/contracts/schemas';
import { PhoneLink, useFormat, usePlaceLabel } from '@sellphones/ui';
import { useText } from '../texts.ts';
import { SellerRatingFact } from './SellerRatingFact.tsx';
import { WhatsAppLink } from './WhatsAppLink.tsx';

/**
 * Who sells a phone, their number to call or message on WhatsApp (signed-in readers only), where and since when: the facts a
 * category card and a phone's page show alike, inside their ProductFacts list. A phone's page also says since when the
 * seller has sold here (`sellerSince`).
 */
export function SellerFacts({ product, sellerSince }: { product: ListedProduct; sellerSince?: string }) {
  const t = useText();
  const format = useFormat();
  const placeOf = usePlaceLabel();
  return (
    <>
      <dt>{t('card.seller')}</dt>
      <dd>{product.sellerName}</dd>
      <SellerRatingFact rating={product.sellerRating} />
      {sellerSince && (
        <>
          <dt>{t('phone.sellerSince')}</dt>
          <dd>
            <time dateTime={sellerSince}>{t('phone.sellerSinceMonth', { month: format.month(sellerSince) })}</time>
          </dd>
        </>
      )}
      {product.phone && (
        <>
          <dt>{t('card.phone')}</dt>
          <dd>
            <PhoneLink number={product.phone} /> · <WhatsAppLink product={product} phone={product.phone} />
          </dd>
        </>
      )}
      <dt>{t('card.location')}</dt>
      <dd>{placeOf(product)}</dd>
      <dt>{t('card.posted')}</dt>
      <dd>
        <time dateTime={product.timePosted}>{format.relativeTime(product.timePosted)}</time>
      </dd>
    </>
  );
}
