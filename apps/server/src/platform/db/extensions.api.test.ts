import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { rowsOf } from '../rate-limit.js';
import type { Database } from './client.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

describe('distance in the database, on PGlite and PostgreSQL alike', () => {
  it('measures between two points with earthdistance and finds the nearest through a GiST index', async () => {
    const db = database.db;
    // Bengaluru (MG Road) to New Delhi (Connaught Place): about 1,740 km on the great circle.
    const [row] = rowsOf<{ km: number }>(
      await db.execute(
        sql`select earth_distance(ll_to_earth(12.9766, 77.5993), ll_to_earth(28.6327, 77.2196)) / 1000 as km`,
      ),
    );
    expect(Number(row!.km)).toBeGreaterThan(1700);
    expect(Number(row!.km)).toBeLessThan(1780);

    await db.execute(sql`create temporary table places (name text, lat float8, lng float8)`);
    await db.execute(sql`create index on places using gist (ll_to_earth(lat, lng))`);
    await db.execute(
      sql`insert into places values ('MG Road', 12.9766, 77.5993), ('Whitefield', 12.9698, 77.7500), ('Delhi', 28.6327, 77.2196)`,
    );
    const near = rowsOf<{ name: string }>(
      await db.execute(
        sql`select name from places where earth_box(ll_to_earth(12.97, 77.60), 20000) @> ll_to_earth(lat, lng)
            and earth_distance(ll_to_earth(12.97, 77.60), ll_to_earth(lat, lng)) < 20000
            order by earth_distance(ll_to_earth(12.97, 77.60), ll_to_earth(lat, lng))`,
      ),
    ).map((r) => r.name);
    expect(near).toEqual(['MG Road', 'Whitefield']);
  });
});
