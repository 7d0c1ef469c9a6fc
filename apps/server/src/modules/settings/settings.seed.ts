import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { seedPages } from './site-settings.service.js';

/** What the website needs on a fresh database, demo or not: the policy and info pages. */
export async function seedSettings(db: Db, config: Config): Promise<void> {
  await seedPages(db, config);
}
