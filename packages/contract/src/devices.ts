import { z } from 'zod';
import { dataResponse, savedResponse, ZSuccess } from './responses.js';

/**
 * The owner's devices that take alerts by Web Push (issue 25, docs/decisions/0065-installable-account.md):
 * a browser's push subscription, as `PushSubscription.toJSON()` gives it, with a name the owner knows it by.
 * The endpoint and keys go in and never come back out: whoever holds them can push to the device.
 */

/** An account keeps at most this many devices: a browser subscribed again replaces itself, not adds. */
export const MAX_DEVICES = 10;

const base64urlBytes = (what: string, bytes: number) =>
  z
    .string({ error: `Send the subscription's ${what} key` })
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, `The ${what} key must be base64url`)
    .refine(
      (v) => atobLength(v) === bytes,
      `The ${what} key must be ${bytes} bytes${bytes === 65 ? ' (an uncompressed P-256 public key)' : ''}`,
    );

/** The number of bytes a base64url string decodes to (without decoding it). */
function atobLength(v: string): number {
  const chars = v.replace(/=+$/, '').length;
  return chars % 4 === 1 ? -1 : Math.floor((chars * 3) / 4);
}

const isLocalHost = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost';

/**
 * A push service's address: https, or plain http to this machine (127.0.0.1 / localhost) for a local
 * push service in development and tests; the server refuses the plain one in production.
 */
export const ZPushEndpoint = z
  .string({ error: "Send the subscription's endpoint" })
  .trim()
  .max(2048, 'The endpoint is longer than a push service address can be')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
    } catch {
      return false;
    }
  }, 'The endpoint must be an https address');

export const ZDeviceRequest = z.object({
  endpoint: ZPushEndpoint,
  keys: z.object(
    { p256dh: base64urlBytes('p256dh', 65), auth: base64urlBytes('auth', 16) },
    { error: "Send the subscription's keys" },
  ),
  label: z
    .string({ error: 'Name the device' })
    .trim()
    .min(1, 'Name the device')
    .max(80, "Keep the device's name under 80 characters"),
});
export type TDeviceRequest = z.infer<typeof ZDeviceRequest>;

/** A device as its owner sees it: never its endpoint or keys. */
export const ZDevice = z.object({
  _id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** The last time a push to it was accepted by its push service; null before the first. */
  lastSuccessAt: z.string().nullable(),
});
export type TDevice = z.infer<typeof ZDevice>;
export const ZDeviceListResponse = dataResponse(z.array(ZDevice));
export const ZDeviceSavedResponse = savedResponse(ZDevice);

/** Whether this server sends pushes, and the VAPID public key browsers subscribe with. */
export const ZPushPublicKeyResponse = z.object({
  status: ZSuccess,
  enabled: z.boolean(),
  /** Present when enabled: the `applicationServerKey` of `pushManager.subscribe()`. */
  publicKey: z.string().optional(),
});
export type TPushPublicKeyResponse = z.infer<typeof ZPushPublicKeyResponse>;
