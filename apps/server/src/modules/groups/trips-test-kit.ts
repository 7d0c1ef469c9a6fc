/** What the trips' tests share: a family of three on a trip, the texts each member got, the lateness tick. */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/request.js';
import type { TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import type { Database } from '../../platform/db/client.js';
import { notifications } from '../../platform/db/schema.js';
import type { GroupDeps } from './groups.service.js';
import { join, makeGroup, type Person } from './groups-test-kit.js';
import { queueLateTrips } from './trips.service.js';

/** MG Road, Bengaluru: the trip's destination. */
export const HOME = { lat: 12.9756, lng: 77.6066 };
/** About 5 km away. */
export const FAR = { lat: 12.9352, lng: 77.6245, accuracy: 20 };
/** Within 100 m of HOME. */
export const AT_HOME = { lat: 12.9763, lng: 77.6068, accuracy: 15 };

/** Riya travels; Asha (the owner) and Dev watch. */
export async function familyOfThree(t: TestApp) {
  const asha = await signedInCustomer(t, 'Asha Rao');
  const riya = await signedInCustomer(t, 'Riya Rao');
  const dev = await signedInCustomer(t, 'Dev Rao');
  const groupId = await makeGroup(t, asha);
  await join(t, groupId, asha, riya);
  await join(t, groupId, asha, dev);
  return { asha, riya, dev, groupId };
}

export const startTrip = (t: TestApp, who: Person, groupId: string, trip: object, destination = 'Home') =>
  call(t, 'POST', `/api/groups/${groupId}/share`, who.token, {
    duration: 'until-stop',
    destination,
    trip: { ...HOME, ...trip },
  });

/** The texts sent to this phone since `since`, oldest first. */
export async function textsTo(t: { database: Database }, phone: string, since: Date): Promise<string[]> {
  const rows = await t.database.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.phone, phone), gte(notifications.createdAt, since)))
    .orderBy(asc(notifications.createdAt));
  return rows.map((r) => r.body);
}

/** The lateness tick's dependencies for one instance. */
export function tripDeps(app: FastifyInstance, t: TestApp): GroupDeps {
  return {
    db: t.database.db,
    events: app.services.events,
    trips: t.config.trips,
    appName: t.config.appName,
    publicUrl: t.config.publicUrl,
    retrySeconds: t.config.delivery.retrySeconds,
    kick: () => {},
  };
}

export const tick = (t: TestApp, app: FastifyInstance = t.app) => queueLateTrips(tripDeps(app, t), t.clock.now());
