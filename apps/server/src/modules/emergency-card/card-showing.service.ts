/**
 * Showing a vehicle's emergency card to the public (docs/decisions/0029-emergency-card.md): only
 * once an urgent reason (accident, fire, medical) is chosen, only while its owner has it switched
 * on, and each showing logged for the owner (and on the alert's timeline when there is an alert).
 */
import type { EmergencyCardViewPlace, TEmergencyCardDetails } from '@safesathi/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { TtlCache } from '../../platform/ttl-cache.js';
import { lookupTagCached } from '../sos/sos.service.js';
import {
  type CardRow,
  findActiveReason,
  findAlertForCard,
  findShownCard,
  findVehicleInsurance,
  hasCardViewSince,
  insertCardView,
  insertCardViewedEvent,
} from './emergency-card.repo.js';
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
  if (await hasCardViewSince(db, v, since)) return false;
  await db.transaction(async (tx) => {
    await insertCardView(tx, {
      vehicleId: v.vehicleId,
      via: v.via,
      callId: v.callId,
      reasonId: v.reasonId,
      reasonText: v.reasonText,
      ipHash: v.ipHash,
      createdAt: v.now,
    });
    if (v.callId) await insertCardViewedEvent(tx, v.callId, v.via, v.now);
  });
  return true;
}

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
  const reason = await findActiveReason(db, input.reasonId);
  if (reason?.severity !== 'urgent')
    throw new AppError(
      'NOT_FOUND',
      'An emergency card is shown only for an accident, fire or medical emergency. If someone is in danger, call 112.',
    );
  // The tag from the cache only says which tag the code names; whether it still shows a card is
  // read live, or a change made through another instance would show a card for the cache's life.
  const card = await findShownCard(db, { tagId: tag.tagId });
  if (!card) throw new AppError('NOT_FOUND', 'This vehicle has no emergency card. If someone is in danger, call 112.');
  await logCardView(db, {
    vehicleId: card.vehicleId,
    via: 'sos-page',
    callId: null,
    reasonId: reason.id,
    reasonText: reason.reasonText,
    ipHash: input.ipHash,
    now: input.now,
  });
  return shownDetails(db, card);
}

/**
 * The card to show on an alert's page, or null: only for an urgent alert, still open, sent less
 * than `showSeconds` ago (the life of its answer links), while its tag is still active on its
 * vehicle, the vehicle registered, the owner's account live and the card on. Logged.
 */
export async function cardForAlert(
  db: Db,
  input: { callId: string; ipHash: string | null; now: Date; showSeconds: number },
): Promise<TEmergencyCardDetails | null> {
  const call = await findAlertForCard(db, input.callId);
  if (!call?.tagId || !call.vehicleId || call.severity !== 'urgent' || call.status !== 'open') return null;
  if (input.now.getTime() > call.createdAt.getTime() + input.showSeconds * 1000) return null;
  // The alert names its vehicle as it was when sent; the card is shown only while that is still so
  // (the tag on it, the vehicle registered, its owner's account live), not for the rest of the day.
  const card = await findShownCard(db, { tagId: call.tagId, vehicleId: call.vehicleId });
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
  return shownDetails(db, card);
}

/** What a responder reads: the owner's details, and their insurance when they chose to show it. */
async function shownDetails(db: Db, card: CardRow): Promise<TEmergencyCardDetails> {
  const details = cardDetails(card);
  if (!card.showInsurance) return details;
  const insurance = await findVehicleInsurance(db, card.vehicleId);
  if (!insurance) return details;
  return {
    ...details,
    insurer: insurance.insurer,
    policyNumber: insurance.number,
    insuranceHelpline: insurance.helpline,
  };
}
