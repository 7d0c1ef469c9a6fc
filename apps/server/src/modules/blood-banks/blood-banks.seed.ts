import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../platform/config.js';
import { systemCtx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { SERVER_ROOT } from '../../platform/paths.js';
import { insertSettingIfAbsent, settingExists } from '../settings/settings.repo.js';
import { importBloodBanks } from './blood-banks.service.js';

/** The demo directory: 30 made-up banks named "DEMO …" in fifteen cities, in the national directory's columns. */
export const DEMO_BLOOD_BANKS_CSV = resolve(SERVER_ROOT, 'src/modules/blood-banks/demo-blood-banks.csv');
const MARK = 'demoBloodBanksSeeded';

/**
 * Once per database, demo only: the demo directory, imported as an admin would (so a bank an
 * admin removes later does not come back at the next start).
 */
export async function seedDemoBloodBanks(db: Db, config: Config): Promise<void> {
  if (!config.seedDemo || (await settingExists(db, MARK))) return;
  await importBloodBanks(db, systemCtx(), readFileSync(DEMO_BLOOD_BANKS_CSV, 'utf8'));
  await insertSettingIfAbsent(db, MARK, true);
}
