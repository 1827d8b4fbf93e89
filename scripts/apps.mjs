// The five front-end apps and their ports: one list for start, dev and the end-to-end tests.
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'storefront', dir: 'storefront-mfe', port: 3001 },
  { name: 'buyer', dir: 'buyer-mfe', port: 3002 },
  { name: 'seller', dir: 'seller-mfe', port: 3003 },
  { name: 'admin', dir: 'admin-mfe', port: 3004 },
];

export const API_PORT = 4000;
// The local bKash stand-in (api/bkash-standin): bKash's checkout API and its wallet page.
export const BKASH_STANDIN_PORT = 4010;
export const AUTH_EMULATOR_PORT = 9099;
export const FIREBASE_PROJECT_ID = 'demo-sellphones';

export const DEMO_ACCOUNTS = [
  { role: 'buyer', email: 'demo.buyer@sellphones.test', password: 'Demo#Buyer1' },
  { role: 'seller', email: 'demo.seller@sellphones.test', password: 'Demo#Seller1' },
  { role: 'admin', email: 'admin@sellphones.test', password: 'Demo#Admin1' },
];
