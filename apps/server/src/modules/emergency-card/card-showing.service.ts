/**
 * Showing a vehicle's emergency card to the public (docs/decisions/0029-emergency-card.md): only
 * once an urgent reason (accident, fire, medical) is chosen, only while its owner has it switched
 * on, and each showing logged for the owner (and on the alert's timeline when there is an alert).
 */
import type { EmergencyCardViewPlace, TEmergencyCardDetails } from '@safesathi/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  emergencyCardViews,
  reasons,
  sosCallEvents,
  sosCalls,
  vehicleEmergencyCards,
} from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { TtlCache } from '../../platform/ttl-cache.js';
import { lookupTagCached } from '../sos/sos.service.js';
import { cardDetails } from './emergency-card.service.js';

/**
 * A showing to the same address, of the same card, in the same place, for the same reason or
 * alert, within this many seconds is the same view (a Refresh, a reason picked twice): the owner's
 * list says who-knows-how-many reloads as one.
 */
export const VIEW_REPEAT_SECONDS = 600;

export interface ViewInput {
  vehicleId: string;
  via: EmergencyCardViewPlace;
  callId: string | null;
  reasonId: string | null;
  reasonText: string;
  ipHash: string | null;
  now: Date;
}

/** Logs a showing unless it repeats one just logged; an alert's showing also goes on its timeline. */
export async function logCardView(db: Db, v: ViewInput): Promise<boolean> {
  const since = new Date(v.now.getTime() - VIEW_REPEAT_SECONDS * 1000);
  const [seen] = await db
    .select({ id: emergencyCardViews.id })
    .from(emergencyCardViews)
    .where(
      and(
        eq(emergencyCardViews.vehicleId, v.vehicleId),
        eq(emergencyCardViews.via, v.via),
        v.callId ? eq(emergencyCardViews.callId, v.callId) : isNull(emergencyCardViews.callId),
        v.reasonId ? eq(emergencyCardViews.reasonId, v.reasonId) : isNull(emergencyCardViews.reasonId),
        v.ipHash ? eq(emergencyCardViews.ipHash, v.ipHash) : isNull(emergencyCardViews.ipHash),
        gt(emergencyCardViews.createdAt, since),
      ),
    )
    .limit(1);
  if (seen) return false;
  await db.transaction(async (tx) => {
    await tx.insert(emergencyCardViews).values({
      vehicleId: v.vehicleId,
      via: v.via,
      callId: v.callId,
      reasonId: v.reasonId,
      reasonText: v.reasonText,
      ipHash: v.ipHash,
      createdAt: v.now,
    });
    if (v.callId)
      await tx
        .insert(sosCallEvents)
        .values({ callId: v.callId, kind: 'card_viewed', actor: null, detail: { via: v.via }, createdAt: v.now });
  });
  return true;
}

const enabledCard = async (db: Db, vehicleId: string) =>
  (
    await db
      .select()
      .from(vehicleEmergencyCards)
      .where(and(eq(vehicleEmergencyCards.vehicleId, vehicleId), eq(vehicleEmergencyCards.enabled, true)))
  )[0];

/**
 * The card behind a tag for a bystander who has picked a reason on the SOS page, before sending:
 * NOT_FOUND unless the reason is an active urgent one and the card is switched on. Logged.
 */
export async function cardForReason(
  db: Db,
  cache: TtlCache,
  input: { code: string; reasonId: string; ipHash: string | null; now: Date },
): Promise<TEmergencyCardDetails> {
  const tag = await lookupTagCached(db, cache, input.code);
  const [reason] = await db
    .select({ id: reasons.id, reasonText: reasons.reasonText, severity: reasons.severity })
    .from(reasons)
    .where(and(eq(reasons.id, input.reasonId), eq(reasons.status, 'active')));
  if (reason?.severity !== 'urgent')
    throw new AppError(
      'NOT_FOUND',
      'An emergency card is shown only for an accident, fire or medical emergency. If someone is in danger, call 112.',
    );
  const card = await enabledCard(db, tag.vehicleId);
  if (!card) throw new AppError('NOT_FOUND', 'This vehicle has no emergency card. If someone is in danger, call 112.');
  await logCardView(db, {
    vehicleId: tag.vehicleId,
    via: 'sos-page',
    callId: null,
    reasonId: reason.id,
    reasonText: reason.reasonText,
    ipHash: input.ipHash,
    now: input.now,
  });
  return cardDetails(card);
}

/**
 * The card to show on an alert's page, or null: only for an urgent alert, still open, sent less
 * than `showSeconds` ago (the life of its answer links), about a vehicle whose card is on. Logged.
 */
export async function cardForAlert(
  db: Db,
  input: { callId: string; ipHash: string | null; now: Date; showSeconds: number },
): Promise<TEmergencyCardDetails | null> {
  const [call] = await db
    .select({
      vehicleId: sosCalls.vehicleId,
      reasonId: sosCalls.reasonId,
      reasonText: sosCalls.reasonText,
      severity: sosCalls.severity,
      status: sosCalls.status,
      createdAt: sosCalls.createdAt,
    })
    .from(sosCalls)
    .where(eq(sosCalls.id, input.callId));
  if (!call?.vehicleId || call.severity !== 'urgent' || call.status !== 'open') return null;
  if (input.now.getTime() > call.createdAt.getTime() + input.showSeconds * 1000) return null;
  const card = await enabledCard(db, call.vehicleId);
  if (!card) return null;
  await logCardView(db, {
    vehicleId: call.vehicleId,
    via: 'alert-page',
    callId: input.callId,
    reasonId: call.reasonId,
    reasonText: call.reasonText,
    ipHash: input.ipHash,
    now: input.now,
  });
  return cardDetails(card);
}
