/** The two admin tables differ only in these words and in the API path. */
export type AccountKind = 'buyer' | 'seller';

export interface AccountKindTexts {
  path: '/allBuyers' | '/allSellers';
  title: string;
  /** A row's label for screen readers: "Delete buyer Ann". */
  noun: string;
  empty: string;
  confirm: string;
  deleted: string;
}

export const ACCOUNT_KINDS: Record<AccountKind, AccountKindTexts> = {
  buyer: {
    path: '/allBuyers',
    title: 'All Buyers',
    noun: 'buyer',
    empty: 'No Buyers available.',
    confirm: 'Are you sure delete this buyer !!!',
    deleted: 'Buyer deleted successfully',
  },
  seller: {
    path: '/allSellers',
    title: 'All Sellers',
    noun: 'seller',
    empty: 'No Sellers available.',
    // The spec asks the same question for sellers, word for word.
    confirm: 'Are you sure delete this buyer !!!',
    deleted: 'Seller deleted successfully',
  },
};
