import {
  pageWindow,
  type TCampaign,
  type TCampaignEstimate,
  type TCampaignSegment,
  type TCreateCampaignRequest,
} from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { canonicalHost } from '../../platform/host-name.js';
import { foreignLink } from './campaign-links.js';
import { campaignText, SAMPLE_STOP_TOKEN, smsParts } from './campaign-text.js';
import {
  type CampaignRow,
  countCampaigns,
  deleteCampaignRow,
  findCampaign,
  findCampaignFigures,
  findCampaignForUpdate,
  findCampaignPage,
  findUserOfStopToken,
  insertCampaign,
  turnOffOffers,
} from './campaigns.repo.js';
import { countSegment, findAddressStates, findVehicleTypeNames } from './segments.repo.js';

export interface CampaignDeps {
  publicUrl: string;
  costPerSmsPaise: number;
  /** Hosts the text may link to besides PUBLIC_URL's (CAMPAIGN_LINK_HOSTS), canonical. */
  linkHosts: readonly string[];
}

/** The product's own host first, then the operator's allow-list. */
const allowedHosts = (deps: CampaignDeps) => [
  ...new Set([canonicalHost(new URL(deps.publicUrl).hostname), ...deps.linkHosts].filter((h): h is string => !!h)),
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A vehicle-type segment names a vehicle type by its id. */
function checkSegment(segment: TCampaignSegment): void {
  if (segment.kind === 'vehicleType' && !UUID.test(segment.value ?? ''))
    throw fieldError('segment.value', 'Choose a vehicle type from the list');
}

/** The states of customers' addresses and the vehicle types, for the segment picker. */
export async function segmentOptions(db: DbOrTx) {
  const states = await findAddressStates(db);
  const types = await findVehicleTypeNames(db);
  return {
    states: [...new Set(states.map((s) => s.trim()).filter(Boolean))],
    vehicleTypes: types,
  };
}

/** Recipients now, and what the text would cost: each SMS part is billed. */
export async function estimateCampaign(
  db: DbOrTx,
  deps: CampaignDeps,
  segment: TCampaignSegment,
  body = '',
): Promise<TCampaignEstimate> {
  checkSegment(segment);
  const recipients = await countSegment(db, segment);
  const parts = smsParts(campaignText(body || ' ', deps.publicUrl, SAMPLE_STOP_TOKEN));
  return {
    recipients,
    parts,
    costPerSmsPaise: deps.costPerSmsPaise,
    costPaise: recipients * parts * deps.costPerSmsPaise,
  };
}

/** Stores a campaign; the dispatcher starts it at its time (now when none is given). */
export async function createCampaign(
  db: Db,
  ctx: Ctx,
  deps: CampaignDeps,
  input: TCreateCampaignRequest,
): Promise<TCampaign> {
  const at = input.scheduledAt ? new Date(input.scheduledAt) : ctx.now;
  // A minute of slack for the clock of the admin's device.
  if (at.getTime() < ctx.now.getTime() - 60_000) throw fieldError('scheduledAt', 'Choose a time in the future');
  if (smsParts(campaignText(input.body, deps.publicUrl, SAMPLE_STOP_TOKEN)) > 3)
    throw fieldError('body', 'With its STOP link the text takes more than 3 SMS parts; shorten it');
  // Sent under the brand's sender ID: a link elsewhere would be the brand vouching for it (phishing).
  const foreign = foreignLink(input.body, allowedHosts(deps));
  if (foreign) throw fieldError('body', foreign);
  checkSegment(input.segment);
  return db.transaction(async (tx) => {
    const row = await insertCampaign(tx, {
      name: input.name,
      body: input.body,
      dltTemplateId: input.dltTemplateId,
      segment: { kind: input.segment.kind, value: input.segment.value ?? null },
      scheduledAt: at,
      recipientCount: await countSegment(tx, input.segment),
      costPerSmsPaise: deps.costPerSmsPaise,
      createdBy: ctx.user?._id ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'create', 'campaign', row.id, null, row);
    return (await toCampaigns(tx, [row]))[0]!;
  });
}

/** Campaigns, newest first, with their delivery figures. */
export async function listCampaigns(db: DbOrTx, query: { page?: number; limit?: number }) {
  const { page, limit, offset } = pageWindow(query);
  const rows = await findCampaignPage(db, limit, offset);
  const total = await countCampaigns(db);
  return { data: await toCampaigns(db, rows), total, page, limit };
}

export async function getCampaign(db: DbOrTx, id: string): Promise<TCampaign> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound('That campaign');
  return (await toCampaigns(db, [row]))[0]!;
}

/**
 * Deletes a scheduled campaign, which cancels it. One that has started cannot be deleted: its
 * texts are on their way and its figures are the record of what was sent (409).
 */
export async function deleteCampaign(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCampaignForUpdate(tx, id);
    if (!before) throw notFound('That campaign');
    if (before.status !== 'scheduled')
      throw new AppError(
        'CONFLICT',
        `This campaign has already ${before.status === 'sent' ? 'been sent' : 'started sending'}; it cannot be deleted.`,
      );
    await deleteCampaignRow(tx, id);
    await writeAudit(tx, ctx, 'delete', 'campaign', id, before, null);
  });
}

/** Delivery figures per campaign, from its recipients and their texts in the outbox: one query. */
async function figuresOf(db: DbOrTx, ids: string[]) {
  const byId = new Map<string, TCampaign['figures']>();
  if (ids.length === 0) return byId;
  const rows = await findCampaignFigures(db, ids);
  for (const r of rows)
    byId.set(r.id, {
      recipients: Number(r.recipients),
      queued: Number(r.queued),
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      failed: Number(r.failed),
    });
  return byId;
}

async function toCampaigns(db: DbOrTx, rows: CampaignRow[]): Promise<TCampaign[]> {
  const figures = await figuresOf(
    db,
    rows.filter((r) => r.status !== 'scheduled').map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    body: r.body,
    dltTemplateId: r.dltTemplateId,
    segment: r.segment as TCampaign['segment'],
    status: r.status,
    scheduledAt: r.scheduledAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    costPerSmsPaise: r.costPerSmsPaise,
    // Before it starts: the recipients counted when it was saved, all still to go.
    figures: figures.get(r.id) ?? {
      recipients: r.recipientCount,
      queued: r.status === 'scheduled' ? r.recipientCount : 0,
      sent: 0,
      delivered: 0,
      failed: 0,
    },
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Whether a STOP token is one of ours: its page may offer the button. Reads only. */
export async function stopTokenKnown(db: DbOrTx, token: string): Promise<boolean> {
  return (await findUserOfStopToken(db, token)) !== null;
}

/** A STOP link's button was pressed: its customer gets no more campaigns. Answers false for an unknown token. */
export async function stopOffers(db: Db, token: string, now: Date): Promise<boolean> {
  const userId = await findUserOfStopToken(db, token);
  if (!userId) return false;
  await turnOffOffers(db, userId, now);
  return true;
}
