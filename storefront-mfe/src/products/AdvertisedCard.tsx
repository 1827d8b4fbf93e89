import { Link } from 'react-router-dom';
import { phonePath, type Role } from '@sellphones/contracts';
import type { AdvertisedProduct } from '@sellphones/contracts/schemas';
import { Button, Card, useFormat, usePlaceLabel } from '@sellphones/ui';
import { CardBody, ProductFacts } from './ProductCardLayout.tsx';
import { CARD_PHOTO_SIZES, ProductImage } from './ProductImage.tsx';
import { useText } from '../texts.ts';
import { SellerRatingFact } from './SellerRatingFact.tsx';

/**
 * One phone of the home page's Advertise Section, or of the brand's others under a phone's page:
 * no contact details. It leads to the phone's own page; visitors and buyers are invited to book it
 * there.
 */
export function AdvertisedCard({ product, role }: { product: AdvertisedProduct; role: Role | null }) {
  const mayBook = role === null || role === 'buyer';
  const t = useText();
  const format = useFormat();
  const placeOf = usePlaceLabel();
  return (
    <Card aria-labelledby={`advertised-${product._id}`}>
      <ProductImage src={product.img} thumb={product.thumb} sizes={CARD_PHOTO_SIZES.advertised} name={product.name} />
      <CardBody>
        <h3 id={`advertised-${product._id}`}>
          <Link to={phonePath(product._id)}>{product.name}</Link>
        </h3>
        <ProductFacts>
          <dt>{t('card.location')}</dt>
          <dd>{placeOf(product)}</dd>
          <dt>{t('card.seller')}</dt>
          <dd>{product.sellerName}</dd>
          <SellerRatingFact rating={product.sellerRating} />
          <dt>{t('card.used')}</dt>
          <dd>{format.usedYears(product.usedYear)}</dd>
          <dt>{t('card.originalPrice')}</dt>
          <dd>{format.money(product.originalPrice)}</dd>
          <dt>{t('card.resalePrice')}</dt>
          <dd>
            <strong>{format.money(product.resalePrice)}</strong>
          </dd>
          <dt>{t('card.posted')}</dt>
          <dd>
            <time dateTime={product.timePosted}>{format.relativeTime(product.timePosted)}</time>
          </dd>
        </ProductFacts>
        {mayBook ? (
          <Button as={Link} to={phonePath(product._id)} aria-label={t('card.bookNowNamed', { name: product.name })}>
            {t('card.bookNow')}
          </Button>
        ) : (
          <Button as={Link} to={phonePath(product._id)} $variant="secondary">
            {t('card.seePhone')}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
