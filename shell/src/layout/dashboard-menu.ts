import type { Role } from '@sellphones/contracts';

/** The side menu of each role (SPEC.md section 2, Dashboard layout). */
export const DASHBOARD_MENU: Record<Role, { to: string; label: string }[]> = {
  buyer: [{ to: '/dashboard/myOrders', label: 'My Orders' }],
  seller: [
    { to: '/dashboard/addProduct', label: 'Add A Product' },
    { to: '/dashboard/myProducts', label: 'My Products' },
  ],
  admin: [
    { to: '/dashboard/allBuyers', label: 'All Buyers' },
    { to: '/dashboard/allSellers', label: 'All Sellers' },
  ],
};
