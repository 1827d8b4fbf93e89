import type { Role } from '@sellphones/contracts';

/**
 * The dashboard's side menu of each role: what that role can do there (`item`: its words,
 * `dashboard.items.<item>`); `within`: the addresses of the pages reached from it (a booking's
 * payment page is part of My Orders), where it stays marked.
 */
/** Every account's own name and photo, last in each role's menu. */
const YOUR_PROFILE = { to: '/dashboard/profile', item: 'profile' };

export const DASHBOARD_MENU: Record<Role, { to: string; item: string; within?: string[] }[]> = {
  buyer: [{ to: '/dashboard/myOrders', item: 'myOrders', within: ['/dashboard/payment/', '/dashboard/order/'] }, YOUR_PROFILE],
  seller: [
    { to: '/dashboard/addProduct', item: 'addProduct' },
    { to: '/dashboard/myProducts', item: 'myProducts' },
    { to: '/dashboard/mySales', item: 'mySales', within: ['/dashboard/sale/'] },
    YOUR_PROFILE,
  ],
  admin: [
    { to: '/dashboard/allBuyers', item: 'allBuyers' },
    { to: '/dashboard/allSellers', item: 'allSellers' },
    { to: '/dashboard/moderation', item: 'moderation' },
    { to: '/dashboard/disputes', item: 'disputes' },
    { to: '/dashboard/ratings', item: 'ratings' },
    { to: '/dashboard/auditLog', item: 'auditLog' },
    YOUR_PROFILE,
  ],
};

/**
 * How a menu item is current for a screen reader at `pathname`: 'page' on its own page (or below
 * it), 'true' on a page reached from it (the current item of the set), else not.
 */
export function currentItem(item: { to: string; within?: string[] }, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return 'page';
  return item.within?.some((page) => pathname.startsWith(page)) ? 'true' : undefined;
}
