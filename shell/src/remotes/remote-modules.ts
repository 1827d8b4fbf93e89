import type { ComponentType } from 'react';
import type {
  AdminPage,
  BuyerPage,
  RemoteAppProps,
  SellerPage,
  StorefrontPage,
} from '@sellphones/contracts';

/** The shape of each remote's exposed `./App`, written against contracts (no dts download). */
export interface RemoteModules {
  storefront: { default: ComponentType<RemoteAppProps<StorefrontPage>> };
  buyer: { default: ComponentType<RemoteAppProps<BuyerPage>> };
  seller: { default: ComponentType<RemoteAppProps<SellerPage>> };
  admin: { default: ComponentType<RemoteAppProps<AdminPage>> };
}

export type RemoteName = keyof RemoteModules;
export type PageOf<Name extends RemoteName> = Parameters<
  RemoteModules[Name]['default']
>[0] extends RemoteAppProps<infer Page>
  ? Page
  : never;

/** How a person names each area when it is unavailable. */
export const AREA_NAMES: Record<RemoteName, string> = {
  storefront: 'The shop',
  buyer: 'My orders',
  seller: 'Seller tools',
  admin: 'Account administration',
};
