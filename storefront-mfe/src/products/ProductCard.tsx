import { Link } from 'react-router-dom';
import type { Role } from '@sellphones/contracts';
import type { ListedProduct } from '@sellphones/contracts/schemas';
import { Button, Card, formatDollars, yearsLabel } from '@sellphones/ui';
import { CardBody, ProductFacts } from './ProductCardLayout.tsx';
import { phonePath } from './phone-path.ts';
import { ProductImage } from './ProductImage.tsx';
import { timePostedLabel } from './time-posted.ts';

interface ProductCardProps {
  product: ListedProduct;
  /** The viewer's role: only buyers book, and never their own phone. */
  role: Role | null;
  onBook(product: ListedProduct): void;
  /** True for the first card of the page (its photo is the largest paint). */
  priority?: boolean;
  /** Called once the card's photo is shown, or has failed to load. */
  onPhotoSettled?: () => void;
}

/** One phone on a category page. */
export function ProductCard({ product, role, onBook, priority = false, onPhotoSettled }: ProductCardProps) {
  const canBook = role === 'buyer' && !product.isOwn;
  return (
    <Card aria-labelledby={`product-${product._id}`}>
      <ProductImage src={product.img} name={product.name} priority={priority} onSettled={onPhotoSettled} />
      <CardBody>
        {/* Level 2: the cards sit right under the page's h1 (the brand name). */}
        <h2 id={`product-${product._id}`}>
          <Link to={phonePath(product._id)}>{product.name}</Link>
        </h2>
        <ProductFacts>
          <dt>Original price</dt>
          <dd>{formatDollars(product.originalPrice)}</dd>
          <dt>Resale price</dt>
          <dd>
            <strong>{formatDollars(product.resalePrice)}</strong>
          </dd>
          <dt>Used</dt>
          <dd>{yearsLabel(product.usedYear)}</dd>
          <dt>Condition</dt>
          <dd>{product.condition}</dd>
          <dt>Seller</dt>
          <dd>{product.sellerName}</dd>
          {product.phone && (
            <>
              <dt>Phone</dt>
              <dd>{product.phone}</dd>
            </>
          )}
          <dt>Location</dt>
          <dd>{product.location}</dd>
          <dt>Posted</dt>
          <dd>
            <time dateTime={product.timePosted}>{timePostedLabel(product.timePosted)}</time>
          </dd>
        </ProductFacts>
        {product.description && <p>{product.description}</p>}
        {canBook && (
          // Named after the phone: a screen reader's list of buttons tells one card's from another's.
          <Button type="button" aria-label={`Book Now: ${product.name}`} onClick={() => onBook(product)}>
            Book Now
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
