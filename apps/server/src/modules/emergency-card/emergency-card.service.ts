/**
 * The owner's side of a vehicle's emergency card (docs/decisions/0029-emergency-card.md): read
 * and save it, and see each time it was shown.
 */
import {
  type BloodGroup,
  EMERGENCY_CARD_TEXTS,
  pageWindow,
  type TEmergencyCard,
  type TEmergencyCardDetails,
  type TEmergencyCardRequest,
  type TEmergencyCardView,
  type TListPage,
} from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { findOwnedVehicle } from '../vehicles/vehicles.service.js';
import {
  type CardRow,
  countCardViews,
  findCard,
  findCardForUpdate,
  findCardViewPage,
  findUserBloodGroup,
  upsertCard,
} from './emergency-card.repo.js';

const DETAILS = ['bloodGroup', ...EMERGENCY_CARD_TEXTS] as const;

/** What a first responder reads, from a stored card. */
export function cardDetails(row: CardRow): TEmergencyCardDetails {
  return {
    bloodGroup: row.bloodGroup as BloodGroup | null,
    allergies: row.allergies,
    conditions: row.conditions,
    medication: row.medication,
    note: row.note,
    preferredHospital: row.preferredHospital,
  };
}

function toCard(row: CardRow): TEmergencyCard {
  return {
    vehicleId: row.vehicleId,
    enabled: row.enabled,
    showInsurance: row.showInsurance,
    ...cardDetails(row),
    consentAt: row.consentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A vehicle's card for its owner (or an admin with viewCustomer). Never saved: an empty card,
 * switched off, whose blood group is the one on the owner's profile (a suggestion to keep or change).
 */
export async function readCard(db: Db, ctx: Ctx, vehicleId: string): Promise<TEmergencyCard> {
  const vehicle = await findOwnedVehicle(db, ctx, vehicleId);
  const row = await findCard(db, vehicleId);
  if (row) return toCard(row);
  const bloodGroup = await findUserBloodGroup(db, vehicle.userid);
  return {
    vehicleId,
    enabled: false,
    showInsurance: false,
    bloodGroup: bloodGroup as BloodGroup | null,
    allergies: null,
    conditions: null,
    medication: null,
    note: null,
    preferredHospital: null,
    consentAt: null,
    updatedAt: null,
  };
}

/**
 * Staff switching a customer's card on: publishing someone's health data needs their own consent,
 * which nobody can give for them (as with masked calls and SMS offers). Staff may correct a card
 * that is on, or switch it off.
 */
export class ConsentIsTheOwners extends AppError {
  constructor() {
    super(
      'FORBIDDEN',
      'Only the customer can switch their emergency card on and agree to show it. You may correct the card or switch it off.',
    );
  }
}

type CardInput = Omit<TEmergencyCardRequest, 'bloodGroup'> & { bloodGroup?: BloodGroup | null };

/**
 * Saves a card (the request was checked by ZEmergencyCardRequest: switching on needs consent).
 * Switching it on records when the owner agreed, and only the owner may (ConsentIsTheOwners);
 * switching it off keeps the details and shows nothing. The audit log says what changed but not the details: they are the owner's health.
 */
export async function saveCard(
  db: Db,
  ctx: Ctx,
  vehicleId: string,
  input: CardInput,
): Promise<{ card: TEmergencyCard; message: string }> {
  const vehicle = await findOwnedVehicle(db, ctx, vehicleId);
  const card = await db.transaction(async (tx) => {
    const before = await findCardForUpdate(tx, vehicleId);
    const details = Object.fromEntries(DETAILS.map((f) => [f, (input[f] as string | null | undefined) ?? null]));
    // The moment of agreeing is kept while the card stays on; switching it on again is a new agreement.
    let consentAt = before?.consentAt ?? null;
    if (input.enabled && !(before?.enabled && consentAt)) {
      if (ctx.user?._id !== vehicle.userid) throw new ConsentIsTheOwners();
      consentAt = ctx.now;
    }
    // Showing the insurance is the owner's choice too: staff may switch it off, never on.
    const showInsurance = input.showInsurance ?? before?.showInsurance ?? false;
    if (showInsurance && !before?.showInsurance && ctx.user?._id !== vehicle.userid) throw new ConsentIsTheOwners();
    const values = { ...details, enabled: input.enabled, showInsurance, consentAt, updatedAt: ctx.now };
    const saved = await upsertCard(tx, vehicleId, values, ctx.now);
    const changed = DETAILS.filter((f) => (before?.[f] ?? null) !== details[f]);
    await writeAudit(
      tx,
      ctx,
      before ? 'update' : 'create',
      'emergency_card',
      vehicleId,
      before ? { enabled: before.enabled } : null,
      { enabled: input.enabled, showInsurance, changed },
    );
    return toCard(saved);
  });
  return {
    card,
    message: card.enabled
      ? 'Emergency card saved. It is shown only to someone who reports an accident, fire or medical emergency.'
      : 'Emergency card saved. It is switched off: nobody sees it.',
  };
}

/** The times a vehicle's card was shown, newest first, for its owner (or an admin with viewCustomer). */
export async function listCardViews(
  db: Db,
  ctx: Ctx,
  vehicleId: string,
  q: { page?: number; limit?: number },
): Promise<TListPage<TEmergencyCardView>> {
  await findOwnedVehicle(db, ctx, vehicleId);
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findCardViewPage(db, vehicleId, limit, offset),
    countCardViews(db, vehicleId),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      at: r.createdAt.toISOString(),
      via: r.via,
      reasonText: r.reasonText,
      alertId: r.callId,
    })),
    total,
    page,
    limit,
  };
}
