import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dev = { NODE_ENV: 'development', JWT_SECRET: 'a-test-secret-that-is-at-least-32-characters-long' };
const cloud = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-16-plus',
};

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('WhatsApp settings', () => {
  it('are off unless WHATSAPP_PROVIDER is set', () => {
    expect(loadConfig(dev).whatsapp).toBeNull();
  });

  it('take the Cloud API with its keys, the defaults filled in', () => {
    expect(loadConfig({ ...dev, ...cloud }).whatsapp).toEqual({
      provider: 'cloud',
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'a-verify-token-of-16-plus',
      apiUrl: 'https://graph.facebook.com/v21.0',
      template: 'sos_alert',
      costPaise: 12,
    });
    const local = loadConfig({
      ...dev,
      ...cloud,
      WHATSAPP_API_URL: 'http://127.0.0.1:9000/v21.0/',
      WHATSAPP_COST_PAISE: '30',
    });
    expect(local.whatsapp).toMatchObject({ apiUrl: 'http://127.0.0.1:9000/v21.0', costPaise: 30 });
  });

  it('need every key of the Cloud API together, naming each one missing', () => {
    const message = configError({ ...dev, WHATSAPP_PROVIDER: 'cloud' });
    for (const key of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'])
      expect(message).toContain(`${key} is required when WHATSAPP_PROVIDER=cloud`);
    expect(configError({ ...dev, ...cloud, WHATSAPP_VERIFY_TOKEN: 'short' })).toContain(
      'WHATSAPP_VERIFY_TOKEN must be at least 16',
    );
    expect(configError({ ...dev, ...cloud, WHATSAPP_TEMPLATE: 'SOS Alert' })).toContain(
      'WHATSAPP_TEMPLATE must be a template name',
    );
    expect(configError({ ...dev, WHATSAPP_PROVIDER: 'yes' })).toContain('WHATSAPP_PROVIDER must be cloud or console');
  });

  it('refuse the console sender in production', () => {
    expect(configError({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'console' })).toContain(
      'WHATSAPP_PROVIDER must be cloud or unset in production',
    );
    expect(loadConfig({ ...dev, WHATSAPP_PROVIDER: 'console' }).whatsapp).toEqual({
      provider: 'console',
      template: 'sos_alert',
      costPaise: 12,
    });
  });
});
