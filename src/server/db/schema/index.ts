// The schema drizzle-kit reads and the query builder is typed with: every table of spec section 3.
export * from './audit';
export * from './auth';
export * from './two-factor';
export * from './feedback';
export * from './messages';
export * from './moderation';
export * from './notifications';
export * from './profiles';
export * from './projects';
export * from './comments';
export * from './reports';
export * from './services';
export * from './service-requests';
export * from './service-reviews';
export * from './follows';
export * from './views';
export * from './rate-limits';
