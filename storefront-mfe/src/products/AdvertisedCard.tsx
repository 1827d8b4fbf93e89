import type { AdvertisedProduct } from '@sellphones/contracts/schemas';
import { Card, formatDollars, yearsLabel } from '@sellphones/ui';
import { CardBody, ProductFacts } from './ProductCardLayout.tsx';
import { ProductImage } from './ProductImage.tsx';
import { timePostedLabel } from './time-posted.ts';

/** One phone of the home page's Advertise Section: public, no contact details. */
export function AdvertisedCard({ product }: { product: AdvertisedProduct }) {
  return (
    <Card aria-labelledby={`advertised-${product._id}`}>
      <ProductImage src={product.img} name={product.name} />
      <CardBody>
        <h3 id={`advertised-${product._id}`}>{product.name}</h3>
        <ProductFacts>
          <dt>Location</dt>
          <dd>{product.location}</dd>
          <dt>Seller</dt>
          <dd>{product.sellerName}</dd>
          <dt>Used</dt>
          <dd>{yearsLabel(product.usedYear)}</dd>
          <dt>Original price</dt>
          <dd>{formatDollars(product.originalPrice)}</dd>
          <dt>Resale price</dt>
          <dd>
            <strong>{formatDollars(product.resalePrice)}</strong>
          </dd>
          <dt>Posted</dt>
          <dd>
            <time dateTime={product.timePosted}>{timePostedLabel(product.timePosted)}</time>
          </dd>
        </ProductFacts>
      </CardBody>
    </Card>
  );
}
