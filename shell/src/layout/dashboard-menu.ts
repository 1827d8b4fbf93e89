import type { Role } from '@sellphones/contracts';

/** The dashboard's side menu of each role: what that role can do there. */
export const DASHBOARD_MENU: Record<Role, { to: string; label: string }[]> = {
  buyer: [{ to: '/dashboard/myOrders', label: 'My Orders' }],
  seller: [
    { to: '/dashboard/addProduct', label: 'Add A Product' },
    { to: '/dashboard/myProducts', label: 'My Products' },
    { to: '/dashboard/mySales', label: 'My Sales' },
  ],
  admin: [
    { to: '/dashboard/allBuyers', label: 'All Buyers' },
    { to: '/dashboard/allSellers', label: 'All Sellers' },
    { to: '/dashboard/moderation', label: 'Moderation' },
    { to: '/dashboard/disputes', label: 'Disputes' },
    { to: '/dashboard/ratings', label: 'Ratings' },
    { to: '/dashboard/auditLog', label: 'Audit Log' },
  ],
};
