/** What the travel groups' tests share: customers, a group with members, the texted invitation's token, a live stream. */
import { and, desc, eq, like } from 'drizzle-orm';
import { vi } from 'vitest';
import { call } from '../../../test/request.js';
import { endsWithin, eventsOf, openSse } from '../../../test/sse-reader.js';
import type { TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { notifications } from '../../platform/db/schema.js';

export type Person = Awaited<ReturnType<typeof signedInCustomer>>;

export async function makeGroup(t: TestApp, owner: Person, name = 'Family'): Promise<string> {
  const res = await call(t, 'POST', '/api/groups', owner.token, { name });
  if (res.statusCode !== 201) throw new Error(`make group ${res.statusCode}: ${res.body}`);
  return res.json().data._id as string;
}

/** The token in the newest invitation text to this phone (the link `…/groups/join/{token}`). */
export async function invitationTokenFor(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.database.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.phone, phone), like(notifications.body, '%/groups/join/%')))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  const token = row?.body.match(/\/groups\/join\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation texted to ${phone}`);
  return token;
}

/** The owner invites `who` and they accept through the texted link. */
export async function join(t: TestApp, groupId: string, owner: Person, who: Person): Promise<void> {
  const sent = await call(t, 'POST', `/api/groups/${groupId}/invitations`, owner.token, { phone: who.user.phone });
  if (sent.statusCode !== 201) throw new Error(`invite ${sent.statusCode}: ${sent.body}`);
  const token = await invitationTokenFor(t, who.user.phone);
  const joined = await call(t, 'POST', `/api/group-invitations/${token}/accept`, who.token);
  if (joined.statusCode !== 200) throw new Error(`accept ${joined.statusCode}: ${joined.body}`);
}

/** An owner and a member of one group. */
export async function familyOfTwo(t: TestApp) {
  const owner = await signedInCustomer(t, 'Asha Rao');
  const member = await signedInCustomer(t, 'Riya Rao');
  const groupId = await makeGroup(t, owner);
  await join(t, groupId, owner, member);
  return { owner, member, groupId };
}

export const readGroupAs = async (t: TestApp, token: string, groupId: string) =>
  call(t, 'GET', `/api/groups/${groupId}`, token);

/** The member's entry in the group as `viewer` sees it. */
export async function memberSeenBy(t: TestApp, viewer: string, groupId: string, userId: string) {
  const res = await readGroupAs(t, viewer, groupId);
  return (res.json().data.members as { userId: string; share: unknown }[]).find((m) => m.userId === userId);
}

export const position = (t: TestApp, token: string, groupId: string, body: unknown) =>
  call(t, 'POST', `/api/groups/${groupId}/position`, token, body);

/** An open group stream over real HTTP: its `group` events so far, and whether the server ended it. */
export async function openGroupStream(base: string, token: string, groupId: string) {
  const stream = await openSse(`${base}/api/groups/${groupId}/stream`, token);
  return Object.assign(stream, {
    /** The group as the latest `group` event had it. */
    latest: () => eventsOf<StreamedGroup>(stream, 'group').at(-1) ?? null,
  });
}

type StreamedGroup = { members: { userId: string; share: { position: { lat: number } | null } | null }[] };

/** Waits (no fixed wait) until `check` holds. */
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });

export { endsWithin };
