import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { seedDemoPictures } from './demo-pictures.js';
import { seedPages } from './site-settings.service.js';

/**
 * What the website needs on a fresh database: the policy and info pages (always), and with
 * demo data, pictures for the demo products and the home-page banners. Runs after the demo seed.
 */
export async function seedSettings(db: Db, config: Config): Promise<void> {
  await seedPages(db, config);
  await seedDemoPictures(db, config);
}
