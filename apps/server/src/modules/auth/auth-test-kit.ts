import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

export let t: TestApp;
/** A fresh app for the file. */
export function withAuthApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
}

export const ADMIN = '9000000001';
export const generate = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/otp-generate', payload });
export const verify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/otp-verify', payload });
export const wrongCode = (right: string) => String((Number(right) + 1) % 10000).padStart(4, '0');
