/** The emergency card a vehicle's owner may show first responders, and each time it was shown. */
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { reasons } from './content.js';
import { sosCalls } from './sos.js';
import { userVehicles } from './vehicles.js';

export const vehicleEmergencyCards = pgTable(
  'vehicle_emergency_cards',
  {
    id: id(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => userVehicles.id, { onDelete: 'cascade' }),
    /** Shown only while on; switching it off keeps what was written. */
    enabled: boolean('enabled').notNull().default(false),
    bloodGroup: text('blood_group'),
    allergies: text('allergies'),
    conditions: text('conditions'),
    medication: text('medication'),
    note: text('note'),
    preferredHospital: text('preferred_hospital'),
    /** The owner's opt-in: the card also shows the vehicle's insurer, policy number and claim helpline (from its papers). */
    showInsurance: boolean('show_insurance').notNull().default(false),
    /** When the owner ticked the consent box while switching the card on. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('emergency_cards_vehicle_uq').on(t.vehicleId)],
);

/** Each showing of a card, for its owner: when, where, with which reason; the viewer only as a salted hash. */
export const emergencyCardViews = pgTable(
  'emergency_card_views',
  {
    id: id(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => userVehicles.id, { onDelete: 'cascade' }),
    /** The alert it was shown with; null when shown on the SOS page before sending. */
    callId: uuid('call_id').references(() => sosCalls.id, { onDelete: 'set null' }),
    reasonId: uuid('reason_id').references(() => reasons.id, { onDelete: 'set null' }),
    reasonText: text('reason_text').notNull(),
    via: text('via', { enum: ['sos-page', 'alert-page'] }).notNull(),
    /** HMAC of the viewer's address (like sos_calls.ip_hash): to merge reloads, never to name anyone. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('emergency_card_views_vehicle_idx').on(t.vehicleId, t.createdAt)],
);
