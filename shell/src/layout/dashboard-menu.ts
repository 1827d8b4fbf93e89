import type { Role } from '@sellphones/contracts';

/** The dashboard's side menu of each role: what that role can do there (`item`: its words, `dashboard.items.<item>`). */
export const DASHBOARD_MENU: Record<Role, { to: string; item: string }[]> = {
  buyer: [{ to: '/dashboard/myOrders', item: 'myOrders' }],
  seller: [
    { to: '/dashboard/addProduct', item: 'addProduct' },
    { to: '/dashboard/myProducts', item: 'myProducts' },
    { to: '/dashboard/mySales', item: 'mySales' },
  ],
  admin: [
    { to: '/dashboard/allBuyers', item: 'allBuyers' },
    { to: '/dashboard/allSellers', item: 'allSellers' },
    { to: '/dashboard/moderation', item: 'moderation' },
    { to: '/dashboard/disputes', item: 'disputes' },
    { to: '/dashboard/ratings', item: 'ratings' },
    { to: '/dashboard/auditLog', item: 'auditLog' },
  ],
};
