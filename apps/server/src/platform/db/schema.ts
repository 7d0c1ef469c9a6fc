/**
 * The whole data model (docs/product.md §3). One Postgres schema for PGlite and
 * PostgreSQL alike; migrations are generated from it by drizzle-kit (`npm run db:generate`).
 * The tables are in `tables/`, a file per area; this file gathers them.
 * Money is integer paise. Every table has created_at; mutable ones have updated_at.
 */

export * from './tables/audit.js';
export * from './tables/blood.js';
export * from './tables/blood-banks.js';
export * from './tables/campaigns.js';
export * from './tables/carts.js';
export * from './tables/content.js';
export * from './tables/emergency-cards.js';
export * from './tables/groups.js';
export * from './tables/idempotency.js';
export * from './tables/orders.js';
export * from './tables/papers.js';
export * from './tables/payments.js';
export * from './tables/people.js';
export * from './tables/push.js';
export * from './tables/shop.js';
export * from './tables/sos.js';
export * from './tables/vehicles.js';
