/**
 * The widening search (docs/decisions/0047-emergency-blood.md): a request asks the matching
 * donors within 5 km, then 10, 25 and 50 km, one ring every BLOOD_RING_MINUTES, until enough donors
 * said "I can donate" or the largest ring is done. Each ring is a row due at its time
 * (blood_request_steps), taken by whichever process looks first: a restart loses none, and none
 * is searched twice. Requests past their time are closed here too.
 */
import { DONOR_RADII_KM, kolkataDay } from '@safesathi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { BloodConfig } from '../../platform/blood-config.js';
import type { Db } from '../../platform/db/client.js';
import { langOr } from '../../platform/i18n/i18n.js';
import { newAnswerToken } from '../sos/answer-links.js';
import { composeAskText, roundKm } from './blood-message.js';
import { compatibleDonors } from './compatibility.js';
import { birthBounds } from './eligibility.js';
import { donorText, endRequest, type TextDeps } from './request-end.service.js';
import { insertStep, insertTexts, lockLapsed, lockRequest } from './requests.repo.js';
import { claimDueStep, findMatchingDonors, finishStep, insertAsks, recordRing } from './rings.repo.js';

/** The rings a request searches, in km. */
export const RINGS_KM = DONOR_RADII_KM;

/** Donors one ring asks at most: ten per unit needed (most will not answer yes), nearest first. */
export const askLimit = (units: number) => Math.min(100, units * 10);

export interface RingDeps extends TextDeps {
  db: Db;
  publicUrl: string;
  blood: BloodConfig;
}

/**
 * Searches one due ring, in one transaction; null when none is due. A ring that finds nobody new
 * makes the next one due at once: waiting only pays when someone may answer.
 */
export async function runOneStep(deps: RingDeps, now: Date): Promise<{ requestId: string; asked: number } | null> {
  return deps.db.transaction(async (tx) => {
    const step = await claimDueStep(tx, now);
    if (!step) return null;
    const request = await lockRequest(tx, step.requestId);
    if (request?.status !== 'open' || request.expiresAt <= now || request.yesCount >= request.units) {
      await finishStep(tx, step.id, 'cancelled', 0, now);
      return { requestId: step.requestId, asked: 0 };
    }
    const radiusKm = RINGS_KM[step.ring] ?? RINGS_KM[RINGS_KM.length - 1]!;
    const donors = await findMatchingDonors(tx, {
      requestId: request.id,
      requesterId: request.requesterId,
      lat: request.hospitalLatitude,
      lng: request.hospitalLongitude,
      radiusM: radiusKm * 1000,
      groups: compatibleDonors(request.bloodGroup, request.component),
      today: kolkataDay(now),
      ...birthBounds(kolkataDay(now)),
      now,
      weekAgo: new Date(now.getTime() - 7 * 86_400_000),
      asksPerWeek: deps.blood.asksPerWeek,
      limit: askLimit(request.units),
    });
    const tokens = donors.map(() => newAnswerToken());
    const textIds = await insertTexts(
      tx,
      donors.map((d, i) =>
        donorText(
          deps,
          { name: d.name, countryCode: d.country_code, phone: d.phone },
          composeAskText({
            appName: deps.appName,
            lang: langOr(d.language),
            group: request.bloodGroup,
            component: request.component,
            hospital: request.hospitalName,
            km: roundKm(d.distance_m),
            answerUrl: `${deps.publicUrl}/d/${tokens[i]}`,
          }),
          now,
          tokens[i],
        ),
      ),
    );
    await insertAsks(
      tx,
      donors.map((d, i) => ({
        requestId: request.id,
        donorId: d.user_id,
        notificationId: textIds[i],
        ring: step.ring,
        distanceM: d.distance_m,
        createdAt: now,
      })),
    );
    await recordRing(tx, request.id, radiusKm, donors.length, now);
    if (step.ring + 1 < RINGS_KM.length) {
      const next = donors.length === 0 ? now : new Date(now.getTime() + deps.blood.ringSeconds * 1000);
      await insertStep(tx, request.id, step.ring + 1, next);
    }
    await finishStep(tx, step.id, 'done', donors.length, now);
    return { requestId: request.id, asked: donors.length };
  });
}

/** Closes open requests past their time (a few per transaction), telling the donors still pending. */
export async function expireLapsed(deps: RingDeps, now: Date): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const lapsed = await lockLapsed(tx, now, 20);
    for (const r of lapsed) await endRequest(tx, deps, r, { status: 'expired', reason: 'expired' }, null, now);
    return lapsed.map((r) => r.id);
  });
}

/** What a pass did: the requests whose rings were searched or which expired. */
export interface RingPass {
  requestIds: string[];
  asked: number;
}

/** Every due ring and every lapsed request, until none is left. */
export async function runRings(deps: RingDeps, now: Date): Promise<RingPass> {
  const ids = new Set<string>();
  let asked = 0;
  for (;;) {
    const done = await runOneStep(deps, now);
    if (!done) break;
    ids.add(done.requestId);
    asked += done.asked;
  }
  for (;;) {
    const expired = await expireLapsed(deps, now);
    for (const id of expired) ids.add(id);
    if (expired.length < 20) break;
  }
  return { requestIds: [...ids], asked };
}

/**
 * Runs the rings every `intervalMs` (15 s: well inside a ring's minutes) and at once when kicked
 * (a new request); `onWork` hears of texts to send and pages to refresh.
 */
export class BloodRinger {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RingPass> | null = null;
  private started = false;
  constructor(
    private readonly deps: RingDeps,
    private readonly clock: () => Date,
    private readonly onWork: (pass: RingPass) => void,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Where this process runs no rings (ROLE=web): a kick is passed on to the processes that do. */
  kickElsewhere?: () => void;

  kick(): void {
    if (this.started) this.schedule(0);
    else this.kickElsewhere?.();
  }

  /** One pass now (tests call it with a moved clock; the timer calls it every interval). */
  async runOnce(): Promise<RingPass> {
    if (this.running) await this.running.catch(() => undefined);
    const run = runRings(this.deps, this.clock());
    this.running = run;
    try {
      const pass = await run;
      if (pass.requestIds.length > 0) this.onWork(pass);
      return pass;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .catch((err) => this.log?.error({ err }, 'blood request rings failed'))
        .finally(() => {
          if (this.started && !this.timer) this.schedule(this.intervalMs);
        });
    }, ms);
    this.timer.unref?.();
  }
}
