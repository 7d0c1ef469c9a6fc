import { z } from 'zod';
import { parseDay } from './days.js';

export * from './days.js';

/** A day accepted as DD/MM/YYYY, YYYY-MM-DD or ISO; its output is 'YYYY-MM-DD'. */
export const ZDay = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .transform((v, ctx) => {
      const day = parseDay(v);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: `Enter the ${what} as DD/MM/YYYY` });
        return z.NEVER;
      }
      return day;
    });
