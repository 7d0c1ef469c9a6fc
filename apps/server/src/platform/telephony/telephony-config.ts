import { z } from 'zod';

const perHour = z.coerce
  .number({ error: 'must be a whole number of calls an hour' })
  .int({ error: 'must be a whole number of calls an hour' })
  .min(1, { error: 'must be at least 1 (masked calls are turned off with TELEPHONY_PROVIDER=none)' })
  .max(1000, { error: 'must be at most 1000' });

/**
 * The masked-call settings of the environment (docs/decisions/0028-masked-calls.md), validated
 * with the rest of it in config.ts. Masked calls are optional: `none` shows no call button.
 */
export const TELEPHONY_ENV = {
  TELEPHONY_PROVIDER: z
    .enum(['none', 'console', 'exotel', 'twilio'], { error: 'must be none, console, exotel or twilio' })
    .optional(),
  EXOTEL_API_KEY: z.string().optional(),
  EXOTEL_API_TOKEN: z.string().optional(),
  EXOTEL_ACCOUNT_SID: z.string().optional(),
  EXOTEL_CALLER_ID: z.string().optional(),
  EXOTEL_URL: z.string().url('must be a full URL such as https://api.in.exotel.com').default('https://api.exotel.com'),
  TWILIO_VOICE_FROM: z.string().optional(),
  // Caps on the phones a call rings and the tags it is about, whoever asks from wherever: a call
  // costs money per minute and rings a real person, so rotating addresses must not multiply them.
  MASKED_CALLS_PER_NUMBER_PER_HOUR: perHour.default(5),
  MASKED_CALLS_PER_TAG_PER_HOUR: perHour.default(5),
};

const Shape = z.object(TELEPHONY_ENV);
type TelephonyEnv = z.output<typeof Shape> & {
  NODE_ENV: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_URL: string;
};

export type TelephonyConfig =
  | { provider: 'none' }
  | { provider: 'console' }
  | { provider: 'exotel'; apiKey: string; apiToken: string; accountSid: string; callerId: string; url: string }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; url: string };

/** Calls per hour that may ring one phone number (as the bystander or as the owner) or be about one tag. */
export interface MaskedCallCaps {
  perNumberPerHour: number;
  perTagPerHour: number;
}

export const maskedCallCapsFromEnv = (env: TelephonyEnv): MaskedCallCaps => ({
  perNumberPerHour: env.MASKED_CALLS_PER_NUMBER_PER_HOUR,
  perTagPerHour: env.MASKED_CALLS_PER_TAG_PER_HOUR,
});

const REQUIRED = {
  exotel: ['EXOTEL_API_KEY', 'EXOTEL_API_TOKEN', 'EXOTEL_ACCOUNT_SID', 'EXOTEL_CALLER_ID'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VOICE_FROM'],
} as const;

/** A chosen provider needs its keys in every environment; production takes no pretend calls. */
export function checkTelephonyEnv(env: TelephonyEnv, ctx: z.RefinementCtx): void {
  const provider = env.TELEPHONY_PROVIDER;
  if (provider === 'exotel' || provider === 'twilio')
    for (const k of REQUIRED[provider])
      if (!env[k])
        ctx.addIssue({ code: 'custom', path: [k], message: `is required when TELEPHONY_PROVIDER=${provider}` });
  if (provider === 'console' && env.NODE_ENV === 'production')
    ctx.addIssue({
      code: 'custom',
      path: ['TELEPHONY_PROVIDER'],
      message: 'must be none, exotel or twilio in production (console rings nobody)',
    });
}

/** Outside production the console provider is the default, so the call button can be tried. */
export function telephonyFromEnv(env: TelephonyEnv): TelephonyConfig {
  const provider = env.TELEPHONY_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'console');
  if (provider === 'exotel')
    return {
      provider,
      apiKey: env.EXOTEL_API_KEY ?? '',
      apiToken: env.EXOTEL_API_TOKEN ?? '',
      accountSid: env.EXOTEL_ACCOUNT_SID ?? '',
      callerId: env.EXOTEL_CALLER_ID ?? '',
      url: env.EXOTEL_URL,
    };
  if (provider === 'twilio')
    return {
      provider,
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_VOICE_FROM ?? '',
      url: env.TWILIO_URL,
    };
  return { provider };
}
