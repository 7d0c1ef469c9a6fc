/**
 * The trip alarm's live location page (docs/decisions/0075-trip-alarm.md): what a recipient's
 * answer link shows of an alarm, and its stream. Every read goes through the link again, so a
 * link that stops holding the alarm (its recipient left the group or was removed as a contact)
 * stops showing anything, and a closed alarm shows no position.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { LivePages } from '../../platform/live-pages.js';
import type { AppServices } from '../../services.js';
import { sharedPositionOf } from '../groups/alarm.service.js';
import { renderTripAlarmSection, type TripAlarmState } from './pages/trip-alarm-page.js';
import { type AnswerLink, findAnswerLink } from './sos-answers.service.js';

/** What the link's page shows now: the member's shared position only while the alarm is open. */
export async function tripAlarmStateOf(db: Db, link: AnswerLink, now: Date): Promise<TripAlarmState> {
  const position =
    link.resolved || !link.groupId || !link.ownerId
      ? null
      : await sharedPositionOf(db, link.groupId, link.ownerId, now);
  return { name: link.creatorName, resolved: link.resolved, position, answer: link.answer };
}

/**
 * A trip alarm's page is read again when its group announces a change (`group-updated`: a position,
 * the alarm closed, a member gone) or an answer (`sos-answered`); what nothing announces (a
 * contact removed, the link's life over) is caught by this slow poll.
 */
export const TRIP_ALARM_POLL_MS = 15_000;

/**
 * `/r/{token}/events`: the page's live section, read through the link when the group changes.
 * Without JavaScript the page is the same server-rendered HTML, read again on reload.
 */
export function registerTripAlarmEvents(
  app: FastifyInstance,
  services: AppServices,
  countTry: (request: FastifyRequest) => Promise<unknown>,
  langOf: (request: FastifyRequest) => Lang,
): void {
  const { db } = services.database;
  const linkSeconds = services.config.limits.sosAnswerLinkSeconds;
  const load = async (tokens: string[]) => {
    const out = new Map<string, TripAlarmState>();
    for (const token of tokens) {
      const link = await findAnswerLink(db, token, app.clock(), linkSeconds).catch(() => null);
      // A link that no longer holds the alarm: its page keeps nothing but the closed notice.
      out.set(
        token,
        link?.origin === 'trip'
          ? await tripAlarmStateOf(db, link, app.clock())
          : { name: '', resolved: true, position: null, answer: null },
      );
    }
    return out;
  };
  const watch = new LivePages(load, renderTripAlarmSection, app.log, 'trip alarms', TRIP_ALARM_POLL_MS);
  app.addHook('preClose', async () => watch.close());
  /**
   * The group of each link whose page is open here: dropped when its last page goes (closed, timed
   * out, the server stopping), not at the next group event, which for a group that ended may never come.
   */
  const groupOf = new Map<string, string>();
  const offs = [
    watch.onGone((token) => groupOf.delete(token)),
    services.events.onBroadcast('sos-answered', () => void watch.refresh()),
    services.events.onBroadcast('group-updated', ({ ids }) => {
      // Most groups' changes (every position) find no alarm page open here: nothing to read.
      if (groupOf.size === 0) return;
      const changed = new Set(ids);
      const tokens: string[] = [];
      for (const [token, groupId] of groupOf) if (changed.has(groupId)) tokens.push(token);
      if (tokens.length) void watch.refresh(tokens);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
  const params = z.object({ token: z.string().max(80) });
  app.get(
    '/r/:token/events',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      await countTry(request);
      const link = await findAnswerLink(db, request.params.token, app.clock(), linkSeconds);
      if (link.origin !== 'trip') throw new AppError('NOT_FOUND', 'No live page is at this address.');
      if (!watch.canWatch(request.ip))
        throw new AppError('SERVICE_BUSY', 'Too many live pages are open. Use Refresh.', undefined, {
          'retry-after': '30',
        });
      const first = await tripAlarmStateOf(db, link, app.clock());
      if (link.groupId) groupOf.set(request.params.token, link.groupId);
      reply.hijack();
      watch.watch(request.params.token, langOf(request), request.ip, reply.raw, first);
    },
  );
}
