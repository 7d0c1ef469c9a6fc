/**
 * V8 settings for the server process, set before the rest of it loads: main.ts imports this module
 * first, and a module's imports run in order.
 *
 * Allocation-site pretenuring off (ADR 0086). V8 allocates an object straight in the old generation
 * when the objects made at its allocation site have tended to survive. In this process the sites that
 * made long-lived objects at start are shared with the per-request path, so under a crowd each
 * answer's short-lived objects went to the old generation: the heap grew about 0.5 MB at every young
 * collection, and a full collection followed every few seconds.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
