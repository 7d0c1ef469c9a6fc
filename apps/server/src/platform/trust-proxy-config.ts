import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers may name the client in X-Forwarded-For. Off unless configured: a direct client
 * could otherwise pick its own address and walk around every per-address limit.
 * A hop count (1 = one reverse proxy in front) or a list of proxy addresses / CIDR ranges
 * (`loopback`, `linklocal` and `uniquelocal` name the usual private ranges).
 */
export const ZTrustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (v === 'false' || v === 'off' || v === 'no' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = list.filter((e) => {
    if (named.has(e)) return false;
    const [addr, bits, ...rest] = e.split('/');
    const family = isIP(addr ?? '');
    if (!family || rest.length) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (list.length === 0 || bad.length)
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count, or proxy addresses/CIDR ranges (not "${bad[0] ?? raw}"); "true" would trust any client`,
    });
  return list;
});
