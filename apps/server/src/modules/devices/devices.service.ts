/**
 * The owner's devices that take alerts by Web Push (issue 25): a browser subscribes on the account's
 * "Devices" section and is listed there by its name; its endpoint and keys never leave the server.
 * A browser belongs to whoever signed in on it last: subscribing an endpoint another account holds
 * moves it. Only the signed-in person's own devices are theirs to see or remove; an admin has none
 * of a customer's (another's device is "not found").
 */
import { MAX_DEVICES, type TDevice, type TDeviceRequest } from '@safesathi/contract';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import {
  countDevicesOf,
  type DeviceRow,
  deleteDeviceOf,
  deleteDevicesOf,
  deleteDevicesOfDeletedAccounts,
  findDeviceByEndpoint,
  findDevicesOf,
  upsertDevice,
} from './devices.repo.js';

const toDevice = (row: DeviceRow): TDevice => ({
  _id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

const me = (ctx: Ctx) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return ctx.user._id;
};

/** Push is off (no VAPID keys in production): there is nothing to subscribe to. */
export function assertPushOn(config: Pick<Config, 'push'>): void {
  if (!config.push)
    throw new AppError('CONFLICT', 'Alerts on devices are not available here: alerts come by text message.');
}

export async function listMyDevices(db: Db, ctx: Ctx): Promise<TDevice[]> {
  return (await findDevicesOf(db, me(ctx))).map(toDevice);
}

/** Saves this browser's subscription for the signed-in person (again: updated; another account's: moved). */
export async function saveMyDevice(
  db: Db,
  ctx: Ctx,
  config: Pick<Config, 'isProduction'>,
  input: TDeviceRequest,
): Promise<{ device: TDevice; created: boolean }> {
  const userId = me(ctx);
  if (config.isProduction && !input.endpoint.startsWith('https:'))
    throw fieldError('endpoint', 'The endpoint must be an https address');
  return db.transaction(async (tx) => {
    const held = await findDeviceByEndpoint(tx, input.endpoint);
    const mine = held?.userId === userId;
    if (!mine && (await countDevicesOf(tx, userId)) >= MAX_DEVICES)
      throw new AppError(
        'BAD_REQUEST',
        `You already get alerts on ${MAX_DEVICES} devices: remove one before adding this one.`,
      );
    const row = await upsertDevice(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label,
    });
    return { device: toDevice(row), created: !mine };
  });
}

export async function removeMyDevice(db: Db, ctx: Ctx, id: string): Promise<void> {
  if (!(await deleteDeviceOf(db, me(ctx), id))) throw notFound('That device');
}

/** An account is deleted: its devices stop getting its alerts at once. */
export async function forgetDevicesOf(tx: DbOrTx, userId: string): Promise<void> {
  await deleteDevicesOf(tx, userId);
}

/**
 * Housekeeping: devices of deleted accounts (one that subscribed while its account was being
 * deleted) are forgotten.
 */
export async function forgetDevicesOfDeletedAccounts(db: Db): Promise<number> {
  return deleteDevicesOfDeletedAccounts(db);
}
