import {
  type Lang,
  reasonNameIn,
  type TCreateReasonRequest,
  TRANSLATED_LANGS,
  type TReason,
  type TReasonTranslations,
  type TUpdateReasonRequest,
} from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import {
  deleteReasonRow,
  findReasonById,
  insertReason,
  nextReasonPosition,
  type ReasonRow as Row,
  updateReasonRow,
} from './reasons.repo.js';

export { findReasons, REASON_ORDER } from './reasons.repo.js';

export function toReason(r: Row): TReason {
  return {
    _id: r.id,
    reasonText: r.reasonText,
    reasonTextHi: r.translations.hi?.reasonText ?? null,
    notificationText: r.notificationText,
    translations: r.translations,
    severity: r.severity,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A reason's name and owner's text in `lang`, each falling back to the English one. */
export function reasonIn(
  lang: Lang,
  r: { reasonText: string; notificationText: string; translations: TReasonTranslations },
): { reasonText: string; notificationText: string } {
  return {
    reasonText: reasonNameIn(lang, r.reasonText, r.translations),
    notificationText: (lang !== 'en' && r.translations[lang]?.notificationText) || r.notificationText,
  };
}

/**
 * The translations as stored: only the languages and texts filled in (an empty text is no
 * translation). `reasonTextHi`, from clients older than `translations`, is the Hindi name.
 */
function storedTranslations(
  given: TCreateReasonRequest['translations'],
  reasonTextHi: string | null | undefined,
  before: TReasonTranslations = {},
): TReasonTranslations {
  const source: TReasonTranslations = given === undefined ? { ...before } : { ...given };
  if (reasonTextHi !== undefined) source.hi = { ...source.hi, reasonText: reasonTextHi ?? '' };
  const out: TReasonTranslations = {};
  for (const lang of TRANSLATED_LANGS) {
    const reasonText = source[lang]?.reasonText?.trim();
    const notificationText = source[lang]?.notificationText?.trim();
    if (reasonText || notificationText)
      out[lang] = { ...(reasonText ? { reasonText } : {}), ...(notificationText ? { notificationText } : {}) };
  }
  return out;
}

export async function createReason(db: Db, ctx: Ctx, input: TCreateReasonRequest): Promise<TReason> {
  return db.transaction(async (tx) => {
    const translations = storedTranslations(input.translations, input.reasonTextHi);
    const row = await insertReason(tx, {
      reasonText: input.reasonText,
      notificationText: input.notificationText,
      severity: input.severity,
      translations,
      reasonTextHi: translations.hi?.reasonText ?? null,
      position: await nextReasonPosition(tx),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'create', 'reason', row.id, null, row);
    return toReason(row);
  });
}

export async function updateReason(db: Db, ctx: Ctx, id: string, input: TUpdateReasonRequest): Promise<TReason> {
  return db.transaction(async (tx) => {
    const before = await findReasonById(tx, id);
    if (!before) throw notFound('That reason');
    const { translations: given, reasonTextHi, ...rest } = input;
    const translations =
      given === undefined && reasonTextHi === undefined
        ? before.translations
        : storedTranslations(given, reasonTextHi, before.translations);
    const row = await updateReasonRow(tx, id, {
      ...rest,
      translations,
      reasonTextHi: translations.hi?.reasonText ?? null,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'update', 'reason', id, before, row);
    return toReason(row!);
  });
}

export async function deleteReason(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteReasonRow(tx, id);
    if (!before) throw notFound('That reason');
    await writeAudit(tx, ctx, 'delete', 'reason', id, before, null);
  });
}
