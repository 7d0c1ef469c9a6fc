import { ApiError } from './api';

/** The server's message for one field, whatever the status (a 409 "already registered" names its field too). */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors.find(
    (e) =>
      String(e.path ?? '')
        .split(/[./]/)
        .pop() === field,
  )?.message;
}
