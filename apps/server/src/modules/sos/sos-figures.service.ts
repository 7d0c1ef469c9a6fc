import type { TSosFigures } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { countLadder } from './sos-figures.repo.js';

/** The back office's channel-ladder figures over the last `days` days; money saved at the SMS price. */
export async function sosFigures(db: DbOrTx, ctx: Ctx, days: number, costPerSmsPaise: number): Promise<TSosFigures> {
  const since = new Date(ctx.now.getTime() - days * 86_400_000);
  const counts = await countLadder(db, since);
  return {
    days,
    since: since.toISOString(),
    ...counts,
    costPerSmsPaise,
    moneySavedPaise: counts.textsSaved * costPerSmsPaise,
  };
}
