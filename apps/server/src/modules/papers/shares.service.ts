/**
 * Share links for one paper (docs/decisions/0058-vehicle-papers.md): the owner makes a link valid
 * 15 minutes to 24 hours (a QR on the phone's screen at a check post), each opening is recorded and
 * listed to the owner, and the owner can revoke it. Only the token's hash is stored; a link that
 * expired, was revoked or never existed is simply not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PAPER_SHARE_NOTICE, type TPaperShare, type TSharedPaper } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import type { PapersConfig } from '../../platform/papers-config.js';
import { findLiveUser } from '../users/users.repo.js';
import type { PaperFiles } from './paper-files.js';
import {
  findPaper,
  findShare,
  findShareByHash,
  findSharesOf,
  findShareViews,
  insertShare,
  insertShareView,
  type PaperRow,
  revokeShareRow,
  type ShareRow,
} from './papers.repo.js';
import { findMyPaper, openPaperFile } from './papers.service.js';

export const hashShareToken = (token: string) => createHash('sha256').update(`paper-share:${token}`).digest('hex');

/** The address a share link opens (the web app's page). */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/p/${token}`;

function toShare(row: ShareRow, views: { shareId: string; createdAt: Date }[]): TPaperShare {
  return {
    _id: row.id,
    paperId: row.paperId,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    views: views.filter((v) => v.shareId === row.id).map((v) => ({ at: v.createdAt.toISOString() })),
  };
}

export async function createShare(
  db: Db,
  ctx: Ctx,
  publicUrl: string,
  paperId: string,
  minutes: number,
): Promise<TPaperShare & { url: string; token: string }> {
  await findMyPaper(db, ctx, paperId);
  const token = randomBytes(24).toString('base64url');
  const row = await insertShare(db, {
    paperId,
    tokenHash: hashShareToken(token),
    expiresAt: new Date(ctx.now.getTime() + minutes * 60_000),
    createdAt: ctx.now,
  });
  return { ...toShare(row, []), url: shareUrl(publicUrl, token), token };
}

export async function listShares(db: Db, ctx: Ctx, paperId: string): Promise<TPaperShare[]> {
  await findMyPaper(db, ctx, paperId);
  const rows = await findSharesOf(db, paperId);
  const views = await findShareViews(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toShare(r, views));
}

/** Revokes a link of the owner's paper; a link of another paper, even the owner's, is not found here. */
export async function revokeShare(db: Db, ctx: Ctx, paperId: string, shareId: string): Promise<void> {
  await findMyPaper(db, ctx, paperId);
  const share = await findShare(db, paperId, shareId);
  if (!share) throw notFound('That link');
  await revokeShareRow(db, shareId, ctx.now);
}

/** The paper behind a live link; expired, revoked and unknown links are all "not found". */
async function liveShare(db: Db, token: string, now: Date): Promise<{ share: ShareRow; paper: PaperRow }> {
  const share = await findShareByHash(db, hashShareToken(token));
  if (!share || share.revokedAt || share.expiresAt <= now) throw notFound('That link');
  const paper = await findPaper(db, share.paperId);
  // A deleted account's papers are shown to nobody, through links made before either.
  if (!paper || !(await findLiveUser(db, paper.userId))) throw notFound('That link');
  return { share, paper };
}

/** What the link's holder sees; each opening is recorded for the owner. */
export async function openShare(db: Db, token: string, now: Date, ipHash: string | null): Promise<TSharedPaper> {
  const { share, paper } = await liveShare(db, token, now);
  await insertShareView(db, share.id, ipHash, now);
  return {
    kind: paper.kind,
    registrationNumber: paper.registrationNumber,
    number: paper.number,
    issuer: paper.issuer,
    validFrom: paper.validFrom,
    validUntil: paper.validUntil,
    insurer: paper.insurer,
    helpline: paper.helpline,
    fileType: paper.fileType,
    expiresAt: share.expiresAt.toISOString(),
    notice: PAPER_SHARE_NOTICE,
  };
}

/** The file behind a live link (its opening was recorded with the page). */
export async function openSharedFile(db: Db, files: PaperFiles, keys: PapersConfig, token: string, now: Date) {
  const { paper } = await liveShare(db, token, now);
  return openPaperFile(files, keys, paper);
}
