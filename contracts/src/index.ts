export * from './shell-api.ts';
export * from './api-error.ts';
export * from './http-client.ts';
export * from './app-config.ts';
export * from './listing-options.ts';
export * from './category-listing.ts';
export * from './own-list-pages.ts';
export * from './email-verification.ts';
