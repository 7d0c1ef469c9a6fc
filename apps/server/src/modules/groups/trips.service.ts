/**
 * Arrived safely / running late (docs/decisions/0073-trip-arrival.md). A share may be a trip: a
 * destination's point, a radius, an expected time. The first position within the radius marks it
 * arrived and ends the share; the group's other members get one text each. A trip neither arrived
 * nor heard from for POSITION_STALE_SECONDS when the expected time plus TRIP_LATE_MARGIN_MINUTES
 * has passed is reported once ("has not arrived") by a tick beside the requests. Each event is
 * claimed by a conditional UPDATE in the transaction that queues its texts, so it goes once per
 * recipient across restarts and instances.
 */
import { POSITION_STALE_SECONDS, reachedDestination, TIME_ZONE, type TPositionRequest } from '@safesathi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events.js';
import { Housekeeper } from '../../platform/housekeeping.js';
import { langOr, tFor } from '../../platform/i18n/i18n.js';
import { gsmSafe } from '../../platform/i18n/sms-text.js';
import type { NotificationWorker } from '../../platform/notification-worker.js';
import { findOtherMembers, type OtherMemberRow, type ShareRow } from './groups.repo.js';
import { announce, type GroupDeps } from './groups.service.js';
import { tripOf } from './trip-view.js';
import { claimArrival, claimLate, findDueLateTrips, insertTripTexts } from './trips.repo.js';

/** Trips are looked at every minute for lateness. */
export const TRIP_TICK_MS = 60_000;
const DUE_BATCH = 200;

const coords = (lat: number, lng: number) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
const placeOf = (s: { destination: string | null; destinationLat: number | null; destinationLng: number | null }) =>
  s.destination ?? coords(s.destinationLat ?? 0, s.destinationLng ?? 0);
const clockTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The group's page in the web app, linked from the late text. */
export const groupUrl = (publicUrl: string, groupId: string) => `${publicUrl}/account/groups/${groupId}`;

type Compose = (t: (key: string, values: Record<string, string>) => string) => string;

function textsFor(deps: GroupDeps, recipients: OtherMemberRow[], now: Date, compose: Compose) {
  return recipients.map((r) => ({
    recipientRole: 'other' as const,
    recipientName: r.name,
    countryCode: r.countryCode,
    phone: r.phone,
    body: gsmSafe(compose(tFor(langOr(r.language)) as unknown as (k: string, v: Record<string, string>) => string)),
    dueAt: now,
    nextAttemptAt: now,
    giveUpAt: new Date(now.getTime() + deps.retrySeconds * 1000),
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * After a position of a trip's share was saved: when it is at the destination, the trip is
 * marked arrived, the share ends and the group is texted, once. Answers whether it arrived now.
 */
export async function arriveIfThere(
  deps: GroupDeps,
  share: ShareRow,
  p: TPositionRequest,
  now: Date,
  name: string,
): Promise<boolean> {
  const trip = tripOf(share);
  if (!trip || !reachedDestination(p, trip)) return false;
  const arrived = await deps.db.transaction(async (tx) => {
    const row = await claimArrival(tx, share.id, now);
    if (!row) return false;
    const recipients = await findOtherMembers(tx, row.groupId, row.userId);
    const place = placeOf(row);
    await insertTripTexts(
      tx,
      textsFor(deps, recipients, now, (t) => t('trips.sms.arrived', { app: deps.appName, name, place })),
    );
    return true;
  });
  if (arrived) deps.kick();
  return arrived;
}

/** Reports each trip due as late to its group, once; answers how many were reported. */
export async function queueLateTrips(deps: GroupDeps, now: Date): Promise<number> {
  const silentSince = new Date(now.getTime() - POSITION_STALE_SECONDS * 1000);
  const due = await findDueLateTrips(deps.db, {
    now,
    expectedBefore: new Date(now.getTime() - deps.trips.lateMarginSeconds * 1000),
    silentSince,
    limit: DUE_BATCH,
  });
  const groups: string[] = [];
  for (const trip of due) {
    const reported = await deps.db.transaction(async (tx) => {
      if (!(await claimLate(tx, trip.id, now, silentSince))) return false;
      const recipients = await findOtherMembers(tx, trip.groupId, trip.userId);
      const values = {
        app: deps.appName,
        name: trip.name,
        place: placeOf(trip),
        expected: clockTime.format(trip.expectedAt),
        url: groupUrl(deps.publicUrl, trip.groupId),
      };
      await insertTripTexts(
        tx,
        textsFor(deps, recipients, now, (t) =>
          trip.at && trip.lat !== null && trip.lng !== null
            ? t('trips.sms.late', {
                ...values,
                minutes: String(Math.max(1, Math.round((now.getTime() - trip.at.getTime()) / 60_000))),
                near: coords(trip.lat, trip.lng),
              })
            : t('trips.sms.lateSilent', values),
        ),
      );
      return true;
    });
    if (reported) groups.push(trip.groupId);
  }
  if (groups.length) {
    deps.kick();
    await announce(deps.events, groups);
  }
  return groups.length;
}

/** The lateness tick, beside the requests, where this process sends (ROLE all or worker). */
export function createTripWatch(o: {
  db: Db;
  config: Config;
  clock: () => Date;
  worker: NotificationWorker;
  events: EventBus;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Housekeeper {
  const deps: GroupDeps = {
    db: o.db,
    events: o.events,
    trips: o.config.trips,
    appName: o.config.appName,
    publicUrl: o.config.publicUrl,
    retrySeconds: o.config.delivery.retrySeconds,
    kick: () => o.worker.kick(),
  };
  return new Housekeeper(o.db, o.clock, o.log, TRIP_TICK_MS, async (now) => ({
    tripsLate: await queueLateTrips(deps, now),
  }));
}
