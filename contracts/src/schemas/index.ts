export * from './common.ts';
export * from './catalogue.ts';
export * from './products.ts';
export * from './bookings.ts';
export * from './payments.ts';
export * from './users.ts';
export * from './images.ts';
export * from './imei.ts';
export * from './places.ts';
export * from './ratings.ts';
export * from './orders.ts';
export * from './moderation.ts';
export * from './audit-log.ts';
export * from './api-paths.ts';
export * from './choices-and-limits.ts';
// Not a schema: the API's words for a refusal the apps act on (also exported from the package root).
export * from '../email-verification.ts';
