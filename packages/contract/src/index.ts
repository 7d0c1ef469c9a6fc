export * from './errors.js';
export * from './permissions.js';
export * from './phone.js';
export * from './users.js';

/** Length of a one-time code, its lifetime and the wait before another can be sent (seconds). */
export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 60;
export const OTP_RESEND_SECONDS = 60;
export * from './audit.js';
export * from './bulk.js';
export * from './catalogue.js';
export * from './customers.js';
export * from './dates.js';
export * from './lists.js';
export * from './media.js';
export * from './money.js';
export * from './order-status.js';
export * from './orders.js';
export * from './pricing.js';
export * from './queries.js';
export * from './reasons.js';
export * from './registration.js';
export * from './search.js';
export * from './settings.js';
export * from './shop.js';
export * from './sos.js';
export * from './tags.js';
export * from './vehicles.js';
