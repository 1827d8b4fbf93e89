import type { ListedProduct } from '@sellphones/contracts/schemas';
import { PhoneLink, useFormat, usePlaceLabel } from '@sellphones/ui';
import { useText } from '../texts.ts';
import { SellerRatingFact } from './SellerRatingFact.tsx';
import { WhatsAppLink } from './WhatsAppLink.tsx';

/**
 * Who sells a phone, their number to call or message on WhatsApp (signed-in readers only), where and since when: the facts a
 * category card and a phone's page show alike, inside their ProductFacts list.
 */
export function SellerFacts({ product }: { product: ListedProduct }) {
  const t = useText();
  const format = useFormat();
  const placeOf = usePlaceLabel();
  return (
    <>
      <dt>{t('card.seller')}</dt>
      <dd>{product.sellerName}</dd>
      <SellerRatingFact rating={product.sellerRating} />
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
