import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema needs, on PGlite and PostgreSQL alike: pg_trgm for
 * any-case partial search, cube + earthdistance for "nearest" (a GiST index over ll_to_earth:
 * donors, blood banks). They live in `public`, so a test's own schema finds them on its path.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

/** Created before the migrations run (earthdistance needs cube first). */
export const EXTENSION_NAMES = ['pg_trgm', 'cube', 'earthdistance'] as const;
