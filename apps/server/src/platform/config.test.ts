import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

/** The message loadConfig throws for this environment; fails the test when it does not throw a ConfigError. */
function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  ADMIN_PHONE: '9876543210',
  PUBLIC_URL: 'https://safesathi.in',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'tmpl-1',
};

describe('loadConfig', () => {
  const tmpDirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'safesathi-config-'));
    tmpDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('has working defaults for development', () => {
    // JWT_SECRET set so nothing is written to ./data.
    const c = loadConfig({ JWT_SECRET: SECRET });
    expect(c.env).toBe('development');
    expect(c.isProduction).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.appName).toBe('SafeSathi');
    expect(c.currency).toBe('₹');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.seedDemo).toBe(true);
    expect(c.sms).toEqual({ provider: 'console' });
    expect(c.jwtSecret).toBe(SECRET);
  });

  it('derives the public URL from PORT and drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ JWT_SECRET: SECRET, PUBLIC_URL: 'https://safesathi.in/' }).publicUrl).toBe(
      'https://safesathi.in',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['ADMIN_PHONE', '123', 'ADMIN_PHONE must be a 10-digit Indian mobile number'],
    ['SMS_PROVIDER', 'foo', 'SMS_PROVIDER must be console, msg91 or twilio'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL must be a full URL'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
  ])('refuses %s=%s, saying what it must be', (name, value, expected) => {
    const message = configError({ JWT_SECRET: SECRET, [name]: value });
    expect(message).toContain('Invalid configuration');
    expect(message).toContain(expected);
  });

  it('refuses SEED_DEMO=maybe, asking for true or false', () => {
    const message = configError({ JWT_SECRET: SECRET, SEED_DEMO: 'maybe' });
    expect(message).toMatch(/SEED_DEMO .*true or false/);
  });

  it('names every bad variable at once', () => {
    const message = configError({ JWT_SECRET: SECRET, PORT: 'abc', ADMIN_PHONE: '123' });
    expect(message).toContain('PORT');
    expect(message).toContain('ADMIN_PHONE');
  });

  it('in production requires JWT_SECRET, ADMIN_PHONE, PUBLIC_URL and a real SMS_PROVIDER, listing each', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toContain('JWT_SECRET is required in production');
    expect(message).toContain('ADMIN_PHONE is required in production');
    expect(message).toContain('PUBLIC_URL is required in production');
    expect(message).toContain('SMS_PROVIDER must be msg91 or twilio in production');
  });

  it('in production refuses the console SMS provider', () => {
    expect(configError({ ...production, SMS_PROVIDER: 'console' })).toContain(
      'SMS_PROVIDER must be msg91 or twilio in production',
    );
  });

  it('accepts a complete production environment', () => {
    const c = loadConfig(production);
    expect(c.isProduction).toBe(true);
    expect(c.jwtSecret).toBe(SECRET);
    expect(c.adminPhone).toBe('9876543210');
    expect(c.sms).toMatchObject({ provider: 'msg91', authKey: 'key', url: 'https://control.msg91.com/api/v5/flow' });
  });

  it('a chosen gateway needs its keys outside production too', () => {
    expect(configError({ SMS_PROVIDER: 'msg91' })).toContain('MSG91_TEMPLATE_ID is required when SMS_PROVIDER=msg91');
    expect(configError({ SMS_PROVIDER: 'twilio' })).toContain('TWILIO_FROM is required when SMS_PROVIDER=twilio');
  });

  it('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY', () => {
    expect(configError({ ...production, MSG91_AUTH_KEY: undefined })).toContain(
      'MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91',
    );
  });

  it('SMS_PROVIDER=twilio needs its account sid, auth token and sender', () => {
    const message = configError({ ...production, SMS_PROVIDER: 'twilio' });
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
      expect(message).toContain(`${key} is required when SMS_PROVIDER=twilio`);
    const c = loadConfig({
      ...production,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    expect(c.sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC123',
      authToken: 'token',
      from: '+15005550006',
      url: 'https://api.twilio.com',
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['no', false],
    ['true', true],
    ['1', true],
  ])('SEED_DEMO=%s → seedDemo %s', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: SECRET, SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('without JWT_SECRET outside production generates one in DATA_DIR and reuses it', () => {
    const dir = join(tmp(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dataDir).toBe(dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);

    // Another data directory gets its own secret.
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).not.toBe(first.jwtSecret);
  });
});
