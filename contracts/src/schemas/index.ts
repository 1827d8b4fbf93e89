export * from './common.ts';
export * from './catalogue.ts';
export * from './products.ts';
export * from './bookings.ts';
export * from './payments.ts';
export * from './users.ts';
export * from './images.ts';
