import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Validates a value against a schema inside a handler, for the few routes whose body
 * schema depends on who calls (POST /api/user/create). Failures look exactly like the
 * route-level schema failures: 400 VALIDATION_FAILED with one entry per bad field.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  const first = errors[0];
  const message =
    errors.length === 1 && first ? `${first.path || 'Request'}: ${first.message}` : 'Some fields need attention.';
  throw new AppError('VALIDATION_FAILED', message, errors);
}
