import type { Currency } from './currency.ts';
import type { Language } from './language.ts';

/** What the shell hands to every remote. Remotes learn about the session only through this. */

export type Role = 'buyer' | 'seller' | 'admin';

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  photoURL: string | null;
}

export type ToastKind = 'blank' | 'success' | 'error' | 'loading';

export interface Notify {
  (message: string, kind?: ToastKind): string;
  dismiss(id?: string): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a write: the API answers a repeat of the same key with the first
   * answer, so sending a write again after a lost answer never saves it twice.
   */
  idempotencyKey?: string;
}

export interface UploadedImage {
  success: boolean;
  data: { display_url: string };
}

/**
 * Text the shell keeps on this device for the signed-in account (a half-filled listing), under
 * the account's own key: another account on the same phone never reads it, and logging out
 * forgets all of it.
 */
export interface KeptOnDevice {
  read(name: string): string | null;
  /** False when the device would not keep it (its storage is full or turned off). */
  write(name: string, value: string): boolean;
  forget(name: string): void;
}

export interface ShellApi {
  /** Null while signed out. */
  user: SessionUser | null;
  role: Role | null;
  apiUrl: string;
  /** What prices are in (app-config's `currency`), for formatMoney. Absent: DEFAULT_CURRENCY. */
  currency?: Currency;
  /** The reader's language, chosen in the shell's header. Absent (an older shell): DEFAULT_LANGUAGE. */
  language?: Language;
  /** Absent while signed out, or in an older shell: nothing is kept. */
  keptOnDevice?: KeptOnDevice;
  /** The current API token (phoneToken), refreshed when needed; null when signed out. */
  getToken(): Promise<string | null>;
  /** JSON call to the API with the bearer token; a 401 is retried once with a fresh token. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Uploads one image to the API, reporting progress from 0 to 1. */
  uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage>;
  notify: Notify;
  signOut(): Promise<void>;
  navigate(to: string): void;
}

/** `search`: results across every brand; `phone`: one phone's own page. */
export type StorefrontPage = 'home' | 'category' | 'blog' | 'search' | 'phone';
/** `order`: one paid order's timeline, receipt, problem report and rating. */
export type BuyerPage = 'myOrders' | 'payment' | 'order';
/** `mySales`: sold phones to hand over; `sale`: one sale's timeline and handover step. */
export type SellerPage = 'addProduct' | 'myProducts' | 'mySales' | 'sale';
/** `moderation`: reported listings; `disputes`: orders in dispute; `ratings`; `auditLog`: every admin action. */
export type AdminPage = 'allBuyers' | 'allSellers' | 'moderation' | 'disputes' | 'ratings' | 'auditLog';

/** Props of every remote's exposed `./App`. */
export interface RemoteAppProps<Page extends string> {
  shell: ShellApi;
  page: Page;
}
