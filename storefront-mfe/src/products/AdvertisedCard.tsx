import { Link } from 'react-router-dom';
import type { Role } from '@sellphones/contracts';
import type { AdvertisedProduct } from '@sellphones/contracts/schemas';
import { Button, Card, formatDollars, yearsLabel } from '@sellphones/ui';
import { CardBody, ProductFacts } from './ProductCardLayout.tsx';
import { phonePath } from './phone-path.ts';
import { ProductImage } from './ProductImage.tsx';
import { timePostedLabel } from './time-posted.ts';

/**
 * One phone of the home page's Advertise Section: public, no contact details. It leads to the
 * phone's own page; visitors and buyers are invited to book it there.
 */
export function AdvertisedCard({ product, role }: { product: AdvertisedProduct; role: Role | null }) {
  const mayBook = role === null || role === 'buyer';
  return (
    <Card aria-labelledby={`advertised-${product._id}`}>
      <ProductImage src={product.img} name={product.name} />
      <CardBody>
        <h3 id={`advertised-${product._id}`}>
          <Link to={phonePath(product._id)}>{product.name}</Link>
        </h3>
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
        {mayBook ? (
          <Button as={Link} to={phonePath(product._id)} aria-label={`Book Now: ${product.name}`}>
            Book Now
          </Button>
        ) : (
          <Button as={Link} to={phonePath(product._id)} $variant="secondary">
            See this phone
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
