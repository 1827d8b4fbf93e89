import { Link } from 'react-router-dom';
import { phonePath, type Role } from '@sellphones/contracts';
import type { ListedProduct } from '@sellphones/contracts/schemas';
import { Button, Card, useFormat } from '@sellphones/ui';
import { CardBody, ProductFacts } from './ProductCardLayout.tsx';
import { CARD_PHOTO_SIZES, ProductImage } from './ProductImage.tsx';
import { useText } from '../texts.ts';
import { SellerFacts } from './SellerFacts.tsx';

interface ProductCardProps {
  product: ListedProduct;
  /** The viewer's role: only buyers book, and never their own phone. */
  role: Role | null;
  onBook(product: ListedProduct): void;
  /** True for the first card of the page (its photo is the largest paint). */
  priority?: boolean;
}

/** One phone on a category page. */
export function ProductCard({ product, role, onBook, priority = false }: ProductCardProps) {
  const canBook = role === 'buyer' && !product.isOwn;
  const t = useText();
  const format = useFormat();
  return (
    <Card aria-labelledby={`product-${product._id}`}>
      <ProductImage
        src={product.img}
        thumb={product.thumb}
        sizes={CARD_PHOTO_SIZES.listing}
        name={product.name}
        priority={priority}
      />
      <CardBody>
        {/* Level 2: the cards sit right under the page's h1 (the brand name). */}
        <h2 id={`product-${product._id}`}>
          <Link to={phonePath(product._id)}>{product.name}</Link>
        </h2>
        <ProductFacts>
          <dt>{t('card.originalPrice')}</dt>
          <dd>{format.money(product.originalPrice)}</dd>
          <dt>{t('card.resalePrice')}</dt>
          <dd>
            <strong>{format.money(product.resalePrice)}</strong>
          </dd>
          <dt>{t('card.used')}</dt>
          <dd>{format.usedYears(product.usedYear)}</dd>
          {product.condition && (
            <>
              <dt>{t('card.condition')}</dt>
              <dd>{t(`conditions.${product.condition}`)}</dd>
            </>
          )}
          <SellerFacts product={product} />
        </ProductFacts>
        {product.description && <p>{product.description}</p>}
        {canBook && (
          // Named after the phone: a screen reader's list of buttons tells one card's from another's.
          <Button type="button" aria-label={t('card.bookNowNamed', { name: product.name })} onClick={() => onBook(product)}>
            {t('card.bookNow')}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
