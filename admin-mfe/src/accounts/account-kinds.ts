/** The two admin tables differ only in their words (`accounts.<kind>.*` in the texts) and API path. */
export type AccountKind = 'buyer' | 'seller';

export const ACCOUNT_PATHS: Record<AccountKind, '/allBuyers' | '/allSellers'> = {
  buyer: '/allBuyers',
  seller: '/allSellers',
};
