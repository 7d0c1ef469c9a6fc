import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { reasons, users } from '../src/platform/db/schema.js';
import { seed } from '../src/platform/db/seed.js';

// Several server instances on one PostgreSQL (PGlite is one process by nature).
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('instances started at the same time', () => {
  it('migrate and seed one after the other: all start, and the seed is there once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url, schemaName })));
    const config = testConfig({ seedDemo: true });
    try {
      await Promise.all(
        instances.map((d) =>
          d.exclusive(async () => {
            await d.migrate();
            await seed(d.db, config);
          }),
        ),
      );
      const db = instances[0]!.db;
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.phone, config.adminPhone));
      expect(admins!.n).toBe(1);
      const [reasonRows] = await db.select({ n: count() }).from(reasons);
      expect(reasonRows!.n).toBe(5);
    } finally {
      await instances[0]!.pool!.query(`drop schema if exists "${schemaName}" cascade`);
      await Promise.all(instances.map((d) => d.close()));
    }
  });
});
