import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a request sent with an idempotency key (docs/decisions/0070-idempotency-keys.md):
 * a retry with the same key in the same scope (an endpoint and the tag, link or alert it is about)
 * gets this answer instead of doing the thing again. `result` is null while the first request is
 * still being served. Kept a day (housekeeping deletes older rows; an older key counts as new).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of what the request asked for: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's HTTP status, null while it is being served. */
    status: smallint('status'),
    /** What the first answer needs to be given again (e.g. the alert's id); null while in flight. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
