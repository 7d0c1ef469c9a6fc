import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { notifications } from './sos.js';

/**
 * An SMS campaign (docs/decisions/0036-sms-campaigns.md): a text to a segment of customers, sent
 * at `scheduledAt` by the campaign dispatcher through the SMS outbox, a few a second and never
 * ahead of a pending SOS text.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    dltTemplateId: text('dlt_template_id').notNull(),
    /** `{kind: 'all' | 'noActiveTag' | 'state' | 'vehicleType', value?}` */
    segment: jsonb('segment').$type<{ kind: string; value?: string | null }>().notNull(),
    status: text('status', { enum: ['scheduled', 'sending', 'sent'] })
      .notNull()
      .default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** Counted when the campaign starts (its recipients are fixed then); the estimate before. */
    recipientCount: integer('recipient_count').notNull().default(0),
    costPerSmsPaise: integer('cost_per_sms_paise').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_due_idx').on(t.status, t.scheduledAt)],
);

/** One customer a started campaign texts; its text enters the outbox when the dispatcher feeds it. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** The secret of the text's STOP link (`PUBLIC_URL/stop/{token}`). */
    stopToken: text('stop_token').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_recipients_campaign_idx').on(t.campaignId, t.notificationId),
    uniqueIndex('campaign_recipients_stop_uq').on(t.stopToken),
  ],
);
