import { z } from 'zod';

/**
 * WhatsApp Business messages through Meta's Cloud API (docs/decisions/0068-whatsapp.md): off
 * unless WHATSAPP_PROVIDER is set. `cloud` sends through the API with the business number's token
 * and takes its status webhooks, signed with the app's secret; `console` (outside production only)
 * writes each message to the development outbox, as the console SMS gateway does.
 */
export const WHATSAPP_ENV = {
  WHATSAPP_PROVIDER: z.enum(['cloud', 'console'], { error: 'must be cloud or console' }).optional(),
  /** A system user's access token with whatsapp_business_messaging. */
  WHATSAPP_TOKEN: z.string().optional(),
  /** The sending business number's id (not the number itself), from WhatsApp Manager. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the phone number id WhatsApp Manager shows (digits)')
    .optional(),
  /** The Meta app's secret: the status webhooks' X-Hub-Signature-256 is made with it. */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** The word given to Meta when subscribing the webhook; its handshake must echo it. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
  WHATSAPP_API_URL: z
    .string()
    .url('must be a full URL such as https://graph.facebook.com/v21.0')
    .default('https://graph.facebook.com/v21.0'),
  /** The approved template's name: body {{1}} reason, {{2}} registration; a URL button ending in the answer link's token. */
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lower-case letters, digits and _')
    .default('sos_alert'),
  /** What one message costs the operator, in paise (the README's costs table); the operator's to set. */
  WHATSAPP_COST_PAISE: z.coerce
    .number({ error: 'must be a whole number of paise' })
    .int()
    .min(0)
    .max(10_000)
    .default(12),
};

const Shape = z.object(WHATSAPP_ENV);
type WhatsAppEnv = z.output<typeof Shape> & { NODE_ENV: string };

export type WhatsAppConfig =
  | {
      provider: 'cloud';
      token: string;
      phoneNumberId: string;
      appSecret: string;
      verifyToken: string;
      apiUrl: string;
      template: string;
      costPaise: number;
    }
  | { provider: 'console'; template: string; costPaise: number };

const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

export function checkWhatsAppEnv(env: WhatsAppEnv, ctx: z.RefinementCtx): void {
  if (env.WHATSAPP_PROVIDER === 'cloud')
    for (const k of REQUIRED)
      if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when WHATSAPP_PROVIDER=cloud' });
  if (env.WHATSAPP_PROVIDER === 'console' && env.NODE_ENV === 'production')
    ctx.addIssue({
      code: 'custom',
      path: ['WHATSAPP_PROVIDER'],
      message: 'must be cloud or unset in production (console sends nothing)',
    });
}

/** null: WhatsApp is off, nobody can choose it and the webhook answers 404. */
export function whatsappFromEnv(env: WhatsAppEnv): WhatsAppConfig | null {
  const common = { template: env.WHATSAPP_TEMPLATE, costPaise: env.WHATSAPP_COST_PAISE };
  if (env.WHATSAPP_PROVIDER === 'console') return { provider: 'console', ...common };
  if (env.WHATSAPP_PROVIDER !== 'cloud') return null;
  return {
    provider: 'cloud',
    token: env.WHATSAPP_TOKEN ?? '',
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
    apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
    ...common,
  };
}
