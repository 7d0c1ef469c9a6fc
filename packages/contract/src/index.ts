export * from './errors.js';
export * from './permissions.js';
export * from './phone.js';
export * from './users.js';

/** Length of a one-time code, its lifetime and the wait before another can be sent (seconds). */
export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 60;
export const OTP_RESEND_SECONDS = 60;
export * from './tags.js';
export * from './reasons.js';
export * from './lists.js';
export * from './sos.js';
export * from './registration.js';
export * from './vehicles.js';
export * from './customers.js';
export * from './audit.js';
export * from './search.js';
