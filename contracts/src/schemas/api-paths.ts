// The addresses of the API's routes that take an id or are shared by several apps. They live
// apart from the schemas, which are built with TypeBox: an app that only calls a route then
// ships none of TypeBox (every module of @sellphones/contracts is free of side effects, so the
// bundler leaves out the schema modules an app does not use).

/** DELETE, with a Firebase ID token from a sign-in of the last minutes: the person closes their own account. */
export const OWN_ACCOUNT_PATH = '/users/me';

/** PUT /users/me/language: the language chosen in the header, saved on the signed-in account. */
export const ACCOUNT_LANGUAGE_PATH = '/users/me/language';

/** Where a buyer cancels one of their unpaid bookings (POST, no body). */
export function cancelBookingPath(bookingId: string): string {
  return `/bookedProduct/${encodeURIComponent(bookingId)}/cancel`;
}

export const ORDER_PATHS = {
  /** GET, seller: their sold phones, newest first (OwnListQuery paging). */
  mySales: '/mySales',
  /** GET, seller: their phones reserved for cash right now, soonest to run out first. */
  myReservations: '/mySales/reservations',
  /** GET DisputeQuery, admin. */
  adminDisputes: '/admin/disputes',
} as const;
const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
/** GET, the order's buyer or seller (or an admin): OrderDetails. */
export const orderPath = (orderId: string): string => order(orderId);
/** POST Handover, the order's seller. Every step answers OrderDetails as the caller now sees it. */
export const handoverPath = (orderId: string): string => `${order(orderId)}/handover`;
/** POST (no body), the order's buyer. */
export const confirmReceiptPath = (orderId: string): string => `${order(orderId)}/receipt`;
/** POST NewProblem, the order's buyer, within 3 days of handover. */
export const reportProblemPath = (orderId: string): string => `${order(orderId)}/problem`;
/** POST NewRating, the order's buyer, once the order is completed; once. */
export const rateSellerPath = (orderId: string): string => `${order(orderId)}/rating`;
/** POST (no body), the booking's buyer: keep the phone for them, who pay in cash at the meetup. */
export const cashReservationPath = (bookingId: string): string =>
  `/bookings/${encodeURIComponent(bookingId)}/cash-reservation`;
/** POST Handover, the phone's seller: handed over and paid in cash; the order goes on as a paid one. */
export const cashSalePath = (bookingId: string): string =>
  `/bookings/${encodeURIComponent(bookingId)}/cash-sale`;
/** POST DisputeResolution, admin. */
export const resolveDisputePath = (orderId: string): string =>
  `/admin/disputes/${encodeURIComponent(orderId)}/resolve`;

export const REPORT_PATHS = {
  reports: '/reports',
  /** GET ModerationQuery, admin. */
  moderationQueue: '/admin/moderation',
} as const;
/** POST AdminReason, admin: the listing vanishes from every list, search and page at once. */
export const hideListingPath = (productId: string): string =>
  `/admin/products/${encodeURIComponent(productId)}/hide`;
/** POST AdminReason, admin. */
export const restoreListingPath = (productId: string): string =>
  `/admin/products/${encodeURIComponent(productId)}/restore`;
/** POST AdminReason, admin: the listing's reports and IMEI clashes need no action; it leaves the queue. */
export const dismissReportsPath = (productId: string): string =>
  `/admin/products/${encodeURIComponent(productId)}/dismiss-reports`;

export const RATING_PATHS = {
  /** GET, admin: every rating, newest first (OwnListQuery paging). */
  adminList: '/admin/ratings',
} as const;
/** GET, public. */
export function sellerRatingsPath(productId: string): string {
  return `/products/${encodeURIComponent(productId)}/seller-ratings`;
}
/** POST AdminReason, admin: removes the comment, keeps the stars. */
export function removeRatingCommentPath(ratingId: string): string {
  return `/admin/ratings/${encodeURIComponent(ratingId)}/remove-comment`;
}

export const AUDIT_LOG_PATH = '/admin/audit-log';
