import type { ListedProduct } from '@sellphones/contracts/schemas';

export function listedProduct(overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    _id: '5f0c8d8e-2b1a-4c3d-9e8f-000000000001',
    name: 'Samsung Galaxy A54',
    categoryName: 'Samsung Phones',
    img: 'http://api.test/assets/products/a54.svg',
    thumb: 'http://api.test/assets/products/a54.svg',
    originalPrice: 449,
    resalePrice: 260,
    condition: 'Good',
    usedYear: 1,
    location: 'Mirpur, Dhaka',
    description: 'Small scratch on the back.',
    sellerName: 'Demo Seller',
    isOwn: false,
    timePosted: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}
