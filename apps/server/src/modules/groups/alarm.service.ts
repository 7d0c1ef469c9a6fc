/**
 * The trip alarm (docs/decisions/0075-trip-alarm.md): a member presses the alarm on a group's
 * page, and the group's other members and the member's emergency contacts are each texted a link
 * of their own to a live location page. The alarm is an SOS alert whose origin is a trip (no tag,
 * vehicle or reason), accepted by the QR loop's own `sos_accept_once`: the same outbox, channel
 * ladder, answer links, live page machinery and masked call. It is urgent, so everyone is told at
 * once. Pressing again (a double tap, a retry, another tab) finds the open alarm: one alarm, one
 * text per recipient.
 */
import type { TTripAlarm } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { langOr, tFor } from '../../platform/i18n/i18n.js';
import { gsmSafe } from '../../platform/i18n/sms-text.js';
import { fingerprintOf, IDEMPOTENCY_TTL_SECONDS, keyReused, storedKey } from '../../platform/idempotency.js';
import { hit } from '../../platform/rate-limit.js';
import { newAnswerToken } from '../sos/answer-links.js';
import {
  type AlarmRow,
  acceptAlarm,
  closeOpenAlarm,
  findAlarmById,
  findAlarmOf,
  findContactsOf,
  findSharedPosition,
  markTripAlarm,
} from './alarm.repo.js';
import { me } from './group-view.js';
import { findGroups, findLiveSharesOf, findOtherMembers } from './groups.repo.js';
import { announce, type GroupDeps, myRole } from './groups.service.js';
import { startSharing } from './sharing.service.js';

/** Alarms one member may raise an hour, all groups together. */
export const ALARMS_PER_HOUR = 6;

export interface AlarmDeps extends GroupDeps {
  /** The channel ladder (docs/decisions/0067-channel-ladder.md), as for QR-tag alerts. */
  channels: { pushWaitSeconds: number | null; whatsapp: boolean };
}

/**
 * What an alarm's text says, in the recipient's language (the account's with their number; English
 * else); its link opens the recipient's live location page.
 */
export function alarmText(
  language: string | null,
  v: { app: string; name: string; group: string; url: string },
): string {
  return gsmSafe(tFor(langOr(language))('trips.sms.alarm', v));
}

export function alarmView(row: AlarmRow): TTripAlarm {
  return {
    _id: row.id,
    groupId: row.groupId!,
    status: row.status === 'open' ? 'open' : 'closed',
    startedAt: row.createdAt.toISOString(),
    closedAt: row.resolvedAt?.toISOString() ?? null,
    recipients: row.notificationIds.length,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Raises the member's alarm in the group (NOT_FOUND unless they are a member), or answers the
 * one already open. `key`: the request's Idempotency-Key, if it sent one.
 */
export async function raiseAlarm(
  deps: AlarmDeps,
  ctx: Ctx,
  groupId: string,
  key: string | undefined,
): Promise<{ alarm: TTripAlarm; created: boolean }> {
  const { db } = deps;
  await myRole(db, ctx, groupId);
  const userId = me(ctx);
  const open = await findAlarmOf(db, groupId, userId, true);
  if (open) return { alarm: alarmView(open), created: false };
  const [group] = await findGroups(db, [groupId]);
  if (!group) throw notFound('The group');
  const { callId, created } = await acceptOnce(deps, ctx, group, key);
  if (created) {
    deps.kick();
    // The recipients need the position: sharing starts now if the member was not sharing with the
    // group. Only the press that raised the alarm does it, so concurrent presses never race here.
    if (!(await findLiveSharesOf(db, userId, ctx.now)).some((s) => s.groupId === groupId))
      await startSharing(deps, ctx, groupId, { duration: 'until-stop' });
    await announce(deps.events, [groupId]);
  }
  const row = callId ? await findAlarmById(db, callId) : await findAlarmOf(db, groupId, userId, true);
  return { alarm: alarmView(row!), created };
}

/**
 * The alarm and its texts in one transaction. callId null: another press of the member's (another
 * key) opened an alarm first, whose texts stand; this one wrote nothing.
 */
async function acceptOnce(
  deps: AlarmDeps,
  ctx: Ctx,
  group: { id: string; name: string },
  key: string | undefined,
): Promise<{ callId: string | null; created: boolean }> {
  const user = ctx.user!;
  const seen = new Set([`${user.countryCode}:${user.phone}`]);
  const people = [
    ...(await findOtherMembers(deps.db, group.id, user._id)),
    ...(await findContactsOf(deps.db, user._id)),
  ].filter((p) => {
    const k = `${p.countryCode}:${p.phone}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const recipients = people.map((p) => {
    const ackToken = newAnswerToken();
    const body = alarmText(p.language, {
      app: deps.appName,
      name: user.name,
      group: group.name,
      url: `${deps.publicUrl}/r/${ackToken}`,
    });
    return {
      role: 'contact',
      name: p.name,
      countryCode: p.countryCode,
      phone: p.phone,
      body,
      template: body,
      ackToken,
      pushToken: deps.channels.pushWaitSeconds === null ? undefined : newAnswerToken(),
      delay: 0,
    };
  });
  const fingerprint = fingerprintOf(['trip-alarm', group.id]);
  const once = {
    scope: `alarm:${group.id}:${user._id}`,
    key: storedKey(key ?? `auto:${crypto.randomUUID()}`, fingerprint, false),
    fingerprint,
    ttlSeconds: IDEMPOTENCY_TTL_SECONDS,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await acceptAlarm(tx, once, {
        now: ctx.now,
        ownerId: user._id,
        reasonText: 'Trip alarm',
        name: user.name,
        phone: user.phone,
        window: 60,
        retry: deps.retrySeconds,
        recipients: JSON.stringify(recipients),
        lang: 'en',
        pushWait: deps.channels.pushWaitSeconds,
        whatsapp: deps.channels.whatsapp,
      });
      if (row?.mismatch) throw keyReused();
      // A retry of a press already answered: its alarm (open or since closed), nothing new.
      if (row?.replayed || !row?.call_id) return { callId: row?.call_id ?? null, created: false };
      await markTripAlarm(tx, row.call_id, group.id);
      // Counted only for an alarm really raised (retries and second taps are not), and refused
      // with it rolled back: raising and closing again and again cannot flood anyone's phone.
      await hit(
        tx,
        `trip-alarm:${user._id}`,
        { max: ALARMS_PER_HOUR, windowSeconds: 3600 },
        ctx.now,
        'You raised the alarm many times this hour, so no more texts go now. If you are in danger, call 112.',
      );
      return { callId: row.call_id, created: true };
    });
  } catch (err) {
    // Another press (another key) opened an alarm meanwhile: this one's texts were never written.
    if (isUniqueViolation(err)) return { callId: null, created: false };
    throw err;
  }
}

/** The member's open alarm in the group, or null. */
export async function myAlarm(db: Db, ctx: Ctx, groupId: string): Promise<TTripAlarm | null> {
  await myRole(db, ctx, groupId);
  const row = await findAlarmOf(db, groupId, me(ctx), true);
  return row ? alarmView(row) : null;
}

/** "I'm safe": closes the member's open alarm; its links' pages then say so and show no position. */
export async function closeAlarm(deps: GroupDeps, ctx: Ctx, groupId: string): Promise<TTripAlarm | null> {
  await myRole(deps.db, ctx, groupId);
  const row = await deps.db.transaction((tx) => closeOpenAlarm(tx, groupId, me(ctx), ctx.now));
  await announce(deps.events, [groupId]);
  return row ? alarmView(row) : null;
}

/** The member's latest position shared with the group now, or null: what an open alarm's links show. */
export const sharedPositionOf = (db: Db, groupId: string, userId: string, now: Date) =>
  findSharedPosition(db, groupId, userId, now);
