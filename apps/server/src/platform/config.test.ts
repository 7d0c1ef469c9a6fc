import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { paperKey } from './papers-config.js';

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

/** Development chosen explicitly, as `npm start` does. */
const dev = { NODE_ENV: 'development', JWT_SECRET: SECRET };

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  ADMIN_PHONE: '9876543210',
  PUBLIC_URL: 'https://safesathi.in',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'tmpl-1',
  PAPERS_KEY: Buffer.alloc(32, 5).toString('base64'),
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
    const c = loadConfig({ ...dev });
    expect(c.env).toBe('development');
    expect(c.isProduction).toBe(false);
    expect(c.devTools).toBe(true);
    expect(c.apiDocs).toBe(true);
    expect(c.port).toBe(3000);
    // Outside production only this machine can reach the server unless HOST says otherwise.
    expect(c.host).toBe('127.0.0.1');
    expect(c.trustProxy).toBe(false);
    expect(c.tokenTtlSeconds).toBe(7 * 24 * 3600);
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
    expect(loadConfig({ ...dev, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...dev, PUBLIC_URL: 'https://safesathi.in/' }).publicUrl).toBe('https://safesathi.in');
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['ADMIN_PHONE', '123', 'ADMIN_PHONE must be a 10-digit Indian mobile number'],
    ['SMS_PROVIDER', 'foo', 'SMS_PROVIDER must be console, msg91 or twilio'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL must be a full URL'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
  ])('refuses %s=%s, saying what it must be', (name, value, expected) => {
    const message = configError({ ...dev, [name]: value });
    expect(message).toContain('Invalid configuration');
    expect(message).toContain(expected);
  });

  it('refuses SEED_DEMO=maybe, asking for true or false', () => {
    const message = configError({ ...dev, SEED_DEMO: 'maybe' });
    expect(message).toMatch(/SEED_DEMO .*true or false/);
  });

  it('runs every part in one process unless ROLE says otherwise; web and worker need PostgreSQL', () => {
    expect(loadConfig({ ...dev }).role).toBe('all');
    expect(configError({ ...dev, ROLE: 'sender' })).toContain('ROLE must be all, web or worker');
    for (const role of ['web', 'worker']) {
      // The embedded database lives in one process: a web process there would accept alerts nobody sends.
      const message = configError({ ...dev, ROLE: role });
      expect(message).toContain(`ROLE must be all with the embedded database`);
      expect(message).toContain('DATABASE_URL');
      expect(loadConfig({ ...dev, ROLE: role, DATABASE_URL: 'postgres://db.internal/safesathi' }).role).toBe(role);
    }
  });

  it('names every bad variable at once', () => {
    const message = configError({ ...dev, PORT: 'abc', ADMIN_PHONE: '123' });
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
    expect(configError({ ...dev, SMS_PROVIDER: 'msg91' })).toContain(
      'MSG91_TEMPLATE_ID is required when SMS_PROVIDER=msg91',
    );
    expect(configError({ ...dev, SMS_PROVIDER: 'twilio' })).toContain(
      'TWILIO_FROM is required when SMS_PROVIDER=twilio',
    );
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
    expect(loadConfig({ ...dev, SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('without JWT_SECRET outside production generates one in DATA_DIR and reuses it', () => {
    const dir = join(tmp(), 'nested', 'data');
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.dataDir).toBe(dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);

    // Another data directory gets its own secret.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tmp() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it("vehicle papers' key: required in production, 32 bytes, generated into DATA_DIR outside production", () => {
    expect(configError({ ...production, PAPERS_KEY: undefined })).toContain('PAPERS_KEY is required in production');
    expect(configError({ ...production, PAPERS_KEY: 'c2hvcnQ=' })).toContain('PAPERS_KEY must be 32 bytes in base64');
    expect(configError({ ...production, PAPERS_OLD_KEYS: `${production.PAPERS_KEY},nope` })).toContain(
      'PAPERS_OLD_KEYS',
    );
    const c = loadConfig({ ...production, PAPERS_OLD_KEYS: Buffer.alloc(32, 6).toString('base64') });
    expect(c.papers.key.key.equals(Buffer.alloc(32, 5))).toBe(true);
    expect(c.papers.oldKeys.map((k) => k.id)).toEqual([paperKey(Buffer.alloc(32, 6).toString('base64')).id]);
    expect(c.papers.quietHours).toEqual({ from: 21, to: 8 });
    expect(loadConfig({ ...production, PAPERS_QUIET_HOURS: '22-7' }).papers.quietHours).toEqual({ from: 22, to: 7 });
    expect(configError({ ...production, PAPERS_QUIET_HOURS: '9pm' })).toContain('PAPERS_QUIET_HOURS');

    const dir = tmp();
    const first = loadConfig({ ...dev, DATA_DIR: dir });
    expect(existsSync(join(dir, 'papers-key'))).toBe(false);
    expect(first.papers.key.key).toHaveLength(32);
    expect(readFileSync(join(dir, 'papers-key'), 'utf8')).toBe(first.papers.key.key.toString('base64'));
    expect(loadConfig({ ...dev, DATA_DIR: dir }).papers.key.id).toBe(first.papers.key.id);
  });

  it('is production unless development is chosen: no outbox, no demo data, no open docs, every interface', () => {
    // Without NODE_ENV the production requirements apply.
    expect(configError({})).toContain('JWT_SECRET is required in production');
    const c = loadConfig(production);
    expect(c.env).toBe('production');
    expect(c.devTools).toBe(false);
    expect(c.seedDemo).toBe(false);
    expect(c.apiDocs).toBe(false);
    expect(c.host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...production, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
    expect(configError({ ...production, SEED_DEMO: 'true' })).toContain('SEED_DEMO must be false in production');
    // Tests choose their own data.
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET }).seedDemo).toBe(false);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' loopback, 10.1.0.0/16 ,2001:db8::/32', ['loopback', '10.1.0.0/16', '2001:db8::/32']],
  ])('TRUST_PROXY=%s → %j', (value, expected) => {
    expect(loadConfig({ ...dev, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '300.1.1.1', '10.0.0.0/40', 'proxy.example'])('refuses TRUST_PROXY=%s', (value) => {
    expect(configError({ ...dev, TRUST_PROXY: value })).toMatch(/TRUST_PROXY must be false, a hop count, or proxy/);
  });

  it('reads the abuse limits and the token lifetime', () => {
    const c = loadConfig({
      ...dev,
      TOKEN_TTL_HOURS: '12',
      OTP_IP_LIMIT: '7',
      OTP_NEW_NUMBERS_PER_HOUR: '40',
      SOS_IP_LIMIT: '3',
      SOS_IP_WINDOW_MINUTES: '15',
      SOS_NOTIFY_WINDOW_SECONDS: '120',
    });
    expect(c.tokenTtlSeconds).toBe(12 * 3600);
    expect(c.limits).toMatchObject({
      otpPerIp: 7,
      otpNewNumbersPerHour: 40,
      sosPerIp: 3,
      sosIpWindowSeconds: 900,
      sosNotifyWindowSeconds: 120,
    });
  });

  it('reads the masked-call caps per number and per tag, five an hour unless set, and refuses nonsense', () => {
    expect(loadConfig({ ...dev }).maskedCallCaps).toEqual({ perNumberPerHour: 5, perTagPerHour: 5 });
    const c = loadConfig({ ...dev, MASKED_CALLS_PER_NUMBER_PER_HOUR: '3', MASKED_CALLS_PER_TAG_PER_HOUR: '2' });
    expect(c.maskedCallCaps).toEqual({ perNumberPerHour: 3, perTagPerHour: 2 });
    const message = configError({
      ...dev,
      MASKED_CALLS_PER_NUMBER_PER_HOUR: '0',
      MASKED_CALLS_PER_TAG_PER_HOUR: 'lots',
    });
    expect(message).toMatch(/MASKED_CALLS_PER_NUMBER_PER_HOUR must be at least 1 \(masked calls are turned off with/);
    expect(message).toMatch(/MASKED_CALLS_PER_TAG_PER_HOUR must be a whole number of calls an hour/);
  });

  it('keeps pictures on disk unless STORAGE=s3, which needs a bucket', () => {
    expect(loadConfig({ ...dev }).storage).toEqual({ kind: 'disk' });
    expect(configError({ ...dev, STORAGE: 's3' })).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(configError({ ...dev, STORAGE: 'ftp' })).toContain('STORAGE must be disk or s3');
    expect(
      loadConfig({
        ...dev,
        STORAGE: 's3',
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'uploads/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: 'uploads/',
    });
  });

  it('lets the development gateway refuse chosen numbers, never in production', () => {
    expect(loadConfig({ ...dev, DEV_SMS_FAIL_NUMBERS: '9000000099, 9000000098' }).devSmsFailNumbers).toEqual([
      '9000000099',
      '9000000098',
    ]);
    expect(configError({ ...production, DEV_SMS_FAIL_NUMBERS: '9000000099' })).toContain(
      'DEV_SMS_FAIL_NUMBERS is for development only',
    );
  });

  it('reads the hosts campaign texts may link to as canonical host names, and refuses anything else', () => {
    expect(loadConfig(dev).campaigns.linkHosts).toEqual([]);
    expect(loadConfig({ ...dev, CAMPAIGN_LINK_HOSTS: ' Parivahan.gov.in, पुलिस.भारत ,' }).campaigns.linkHosts).toEqual([
      'parivahan.gov.in',
      'xn--n2bqs1ai.xn--h2brj9c',
    ]);
    for (const bad of ['https://evil.in', 'evil.in/login', '*.evil.in', 'evil.in:8080', 'ev il.in'])
      expect(configError({ ...dev, CAMPAIGN_LINK_HOSTS: bad }), bad).toContain(
        `CAMPAIGN_LINK_HOSTS must be host names separated by commas, such as parivahan.gov.in,rto.example.in (not "${bad}")`,
      );
  });
});

describe('.env.example', () => {
  const root = resolve(import.meta.dirname, '../../../..');
  const example = readFileSync(join(root, '.env.example'), 'utf8');

  it('starts a production server once its required blanks are filled, and only its blanks', () => {
    const env = parseEnv(example) as NodeJS.ProcessEnv;
    const blanks = Object.keys(env).filter((k) => env[k] === '');
    expect(blanks.sort()).toEqual(['ADMIN_PHONE', 'JWT_SECRET', 'MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'PAPERS_KEY']);
    expect(configError(env)).toMatch(/JWT_SECRET/);
    const config = loadConfig({
      ...env,
      JWT_SECRET: SECRET,
      ADMIN_PHONE: '9876543210',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      PAPERS_KEY: Buffer.alloc(32, 3).toString('base64'),
    });
    expect(config).toMatchObject({ isProduction: true, publicUrl: 'https://safesathi.example' });
  });

  it('names only settings the README documents', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((k) => !readme.includes(`\`${k}\``))).toEqual([]);
  });

  it("shows, under its defaults, the defaults the README states; the retention settings are also the server's", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = example.slice(example.indexOf('(defaults shown)'));
    const shown = new Map([...section.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.+)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
    for (const [key, value] of shown) {
      const row = readme.split('\n').find((l) => l.startsWith('| `') && l.split('|')[1]!.includes(`\`${key}\``));
      expect(row?.split('|')[2], key).toContain(`\`${value}\``);
    }
    const config = loadConfig({ ...dev });
    expect(String(config.paperShareLogDays)).toBe(shown.get('PAPERS_SHARE_LOG_DAYS'));
    expect(String(config.deletedRetentionDays)).toBe(shown.get('DELETED_RETENTION_DAYS'));
    expect(loadConfig({ ...dev, PAPERS_SHARE_LOG_DAYS: '7' }).paperShareLogDays).toBe(7);
    expect(configError({ ...dev, PAPERS_SHARE_LOG_DAYS: '0' })).toMatch(/PAPERS_SHARE_LOG_DAYS/);
  });
});
