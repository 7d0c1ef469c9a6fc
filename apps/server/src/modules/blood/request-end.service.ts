import type { BloodComponent, BloodGroup } from '@safesathi/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { langOr } from '../../platform/i18n/i18n.js';
import { composeReleasedText } from './blood-message.js';
import {
  cancelQueuedSteps,
  cancelUntriedTexts,
  findPendingAsks,
  insertTexts,
  markReleased,
  type NewTextRow,
  type RequestRow,
  setRequestState,
} from './requests.repo.js';

/** What a text of the blood module needs besides its words. */
export interface TextDeps {
  appName: string;
  /** A text that keeps failing is retried this long, then given up (SMS_RETRY_HOURS). */
  retrySeconds: number;
}

/** An outbox row for a donor's text, due now (blood is urgent: no texting window holds it). */
export function donorText(
  deps: TextDeps,
  to: { name: string; countryCode: string; phone: string },
  body: string,
  now: Date,
  ackToken?: string,
): NewTextRow {
  return {
    recipientRole: 'other',
    recipientName: to.name,
    countryCode: to.countryCode,
    phone: to.phone,
    body,
    ackToken: ackToken ?? null,
    dueAt: now,
    nextAttemptAt: now,
    giveUpAt: new Date(now.getTime() + deps.retrySeconds * 1000),
    createdAt: now,
    updatedAt: now,
  };
}

export type RequestEnd =
  | { status: 'fulfilled'; reason: 'fulfilled' }
  | { status: 'closed'; reason: 'not-needed' | 'admin' }
  | { status: 'expired'; reason: 'expired' };

/**
 * Ends an open request, inside the caller's transaction (the request row locked): no further
 * ring is searched, asks whose texts were never tried are not sent, and every donor still
 * pending (asked and not answered, or said yes and not given) is texted that they are not needed.
 * Answers how many were told.
 */
export async function endRequest(
  tx: DbOrTx,
  deps: TextDeps,
  request: RequestRow,
  end: RequestEnd,
  by: string | null,
  now: Date,
): Promise<number> {
  await setRequestState(tx, request.id, { status: end.status, closedReason: end.reason, closedBy: by }, now);
  await cancelQueuedSteps(tx, request.id, now);
  const pending = await findPendingAsks(tx, request.id);
  const untried = pending.filter((p) => p.textStatus === 'queued' && p.textAttempts === 0);
  await cancelUntriedTexts(
    tx,
    untried.map((p) => p.notificationId!),
    now,
  );
  const told = pending.filter(
    (p) => !untried.includes(p) && p.notificationId && p.textStatus !== 'failed' && p.textStatus !== 'cancelled',
  );
  const texts = told
    .filter((p) => !p.deletedAt)
    .map((p) =>
      donorText(
        deps,
        p,
        composeReleasedText({
          appName: deps.appName,
          lang: langOr(p.language),
          group: request.bloodGroup as BloodGroup,
          component: request.component as BloodComponent,
          hospital: request.hospitalName,
        }),
        now,
      ),
    );
  await insertTexts(tx, texts);
  await markReleased(
    tx,
    pending.map((p) => p.id),
    now,
  );
  return texts.length;
}
