// The schema drizzle-kit reads and the query builder is typed with: every table of spec section 3.
export * from './audit';
export * from './auth';
export * from './feedback';
export * from './messages';
export * from './moderation';
export * from './notifications';
export * from './profiles';
export * from './projects';
export * from './reports';
export * from './services';
export * from './social';
export * from './views';
export * from './rate-limits';
