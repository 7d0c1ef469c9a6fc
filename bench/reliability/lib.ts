/**
 * The pieces the reliability scripts share: a real server in a child process (production mode,
 * the Twilio adapter pointed at a local fake gateway), data prepared straight in the database,
 * a load generator in worker threads, and a checklist that ends with `N passed, N failed`.
 * Every address used is on the loopback interface; every loop is bounded in count and time.
 */

export * from './alerts.js';
export * from './base.js';
export * from './data.js';
export * from './gateway.js';
export * from './server.js';
