import type { ComponentType } from 'react';
import type {
  AdminPage,
  BuyerPage,
  RemoteAppProps,
  SellerPage,
  StorefrontPage,
} from '@sellphones/contracts';

/** The pages each remote's `./App` can show; its props are typed from contracts (no dts download). */
export interface RemotePages {
  storefront: StorefrontPage;
  buyer: BuyerPage;
  seller: SellerPage;
  admin: AdminPage;
}

export type RemoteName = keyof RemotePages;
export type PageOf<Name extends RemoteName> = RemotePages[Name];
export interface RemoteModule<Name extends RemoteName> {
  default: ComponentType<RemoteAppProps<PageOf<Name>>>;
}

