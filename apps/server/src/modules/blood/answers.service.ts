/**
 * A donor's answer through the link in their text (docs/decisions/0047-emergency-blood.md): "I can
 * donate", "Not now" or "I already donated recently", without signing in. A link answers one
 * request for one donor, for as long as the request is open.
 */
import {
  type BloodAnswer,
  type BloodComponent,
  type BloodGroup,
  kolkataDay,
  type ZBloodAnswerSaved,
} from '@safesathi/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { type Lang, langOr } from '../../platform/i18n/i18n.js';
import { parseAnswerToken } from '../sos/answer-links.js';
import { findAskByToken, giveBackYesSlot, lockAsk, setAnswer, takeYesSlot } from './answers.repo.js';
import { roundKm } from './blood-message.js';
import { recordDonation } from './donors.service.js';

export interface AskLink {
  askId: string;
  /** The donor's language (their account's), which their text was written in. */
  lang: Lang;
  requestId: string;
  open: boolean;
  bloodGroup: BloodGroup;
  component: BloodComponent;
  units: number;
  hospitalName: string;
  hospital: { lat: number; lng: number };
  neededKind: 'now' | 'today' | 'date';
  neededBy: Date;
  note: string | null;
  /** From where the donor gives, rounded. */
  km: number;
  answer: BloodAnswer | null;
  /** Enough donors said yes already (and this one is not among them). */
  full: boolean;
}

const linkGone = () => new AppError('NOT_FOUND', 'This link is not valid.');

/** The ask behind a text's token; NOT_FOUND when unknown, malformed, or its text was never sent. */
export async function findAskLink(db: Db, rawToken: string, now: Date): Promise<AskLink> {
  const token = parseAnswerToken(rawToken);
  const row = token ? await findAskByToken(db, token) : undefined;
  if (!row || row.textStatus === 'cancelled') throw linkGone();
  const { ask, request: r } = row;
  return {
    askId: ask.id,
    lang: langOr(row.language),
    requestId: r.id,
    open: r.status === 'open' && r.expiresAt > now,
    bloodGroup: r.bloodGroup,
    component: r.component,
    units: r.units,
    hospitalName: r.hospitalName,
    hospital: { lat: r.hospitalLatitude, lng: r.hospitalLongitude },
    neededKind: r.neededKind,
    neededBy: r.neededBy,
    note: r.note,
    km: roundKm(ask.distanceM),
    answer: ask.answer,
    full: ask.answer !== 'yes' && r.yesCount >= r.units,
  };
}

/**
 * Records a donor's answer. "I can donate" takes one of the units still wanted, or, when enough
 * donors said yes already, is thanked and not counted (`full`); taking yes back frees its unit;
 * "I already donated recently" marks the donor's last donation today (out of the pool until
 * eligible again). CONFLICT once the request is closed.
 */
export async function answerAsk(
  db: Db,
  ctx: Ctx,
  rawToken: string,
  answer: BloodAnswer,
): Promise<{ link: AskLink; saved: z.output<typeof ZBloodAnswerSaved> }> {
  const link = await findAskLink(db, rawToken, ctx.now);
  if (!link.open) throw new AppError('CONFLICT', 'This request is closed: the blood is no longer needed. Thank you.');
  const saved = await db.transaction(async (tx) => {
    const ask = await lockAsk(tx, link.askId);
    if (!ask) throw linkGone();
    if (answer === 'yes') {
      if (ask.answer === 'yes') return { answer, full: false };
      if (!(await takeYesSlot(tx, ask.requestId, ctx.now))) return { answer, full: true };
    } else if (ask.answer === 'yes' && !ask.donatedAt) await giveBackYesSlot(tx, ask.requestId, ctx.now);
    await setAnswer(tx, ask.id, answer, ctx.now);
    if (answer === 'donated-recently') await recordDonation(tx, ask.donorId, kolkataDay(ctx.now), ctx.now);
    return { answer, full: false };
  });
  return { link: { ...link, answer: saved.full ? link.answer : answer, full: saved.full }, saved };
}
