/** Vehicle papers (docs/decisions/0058-vehicle-papers.md): the papers, their reminders and share links. */
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { notifications } from './sos.js';
import { userVehicles } from './vehicles.js';

export const papers = pgTable(
  'papers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a person's paper (a driving licence). */
    vehicleId: uuid('vehicle_id').references(() => userVehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['registration', 'insurance', 'puc', 'fitness', 'permit', 'licence'] }).notNull(),
    number: text('number'),
    issuer: text('issuer'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    insurer: text('insurer'),
    helpline: text('helpline'),
    /** The encrypted file's stored name (never served under a public address), its type and size. */
    fileName: text('file_name'),
    fileType: text('file_type', { enum: ['image/webp', 'application/pdf'] }),
    fileSize: integer('file_size'),
    /** Which PAPERS_KEY encrypted the file (the first 8 hex digits of its SHA-256), so keys can rotate. */
    fileKeyId: text('file_key_id'),
    /** The newer paper that replaced this one ("Renewed"): its reminders stop. */
    renewedBy: uuid('renewed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('papers_user_idx').on(t.userId), index('papers_valid_until_idx').on(t.validUntil)],
);

/** One reminder text per paper, validity and step (30, 7, 1, 0 days before): the unique key makes it at most once. */
export const paperReminders = pgTable(
  'paper_reminders',
  {
    id: id(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    step: integer('step').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('paper_reminders_step_uq').on(t.paperId, t.validUntil, t.step)],
);

/** A link that shows one paper to whoever holds it, until it expires or is revoked; only its hash is kept. */
export const paperShares = pgTable(
  'paper_shares',
  {
    id: id(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('paper_shares_token_uq').on(t.tokenHash), index('paper_shares_paper_idx').on(t.paperId)],
);

/** Each opening of a share link, listed to the owner. */
export const paperShareViews = pgTable(
  'paper_share_views',
  {
    id: id(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => paperShares.id, { onDelete: 'cascade' }),
    /** HMAC of the viewer's address: to tell views apart, never to name anyone. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('paper_share_views_share_idx').on(t.shareId, t.createdAt)],
);
