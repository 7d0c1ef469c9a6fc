import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Handler, Recorded } from '../sms/gateway-fakes.js';
import { sendJson } from '../sms/gateway-fakes.js';

// Local servers' handlers that speak each provider's call API as its documentation describes
// (paths, basic auth, form fields, answers and error bodies), for the adapters' unit tests and
// the masked-call API tests. `failWith` makes the next answers a given HTTP status.

const E164 = /^\+[1-9]\d{7,14}$/;

function basicAuth(req: Recorded): [string, string] | null {
  const [scheme, encoded] = String(req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Basic' || !encoded) return null;
  const [user = '', pass = ''] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return [user, pass];
}

export interface FakeProvider {
  handler: Handler;
  /** Answer every request with this HTTP status (and the provider's error body) until cleared. */
  failWith: number | null;
  /** Provider call ids handed out, in order. */
  sids: string[];
}

export const EXOTEL = {
  apiKey: 'exotel-test-key',
  apiToken: 'exotel-test-token',
  accountSid: 'safesathi1',
  callerId: '08047112233',
};

/** Exotel voice v1 "connect two numbers": POST /v1/Accounts/{sid}/Calls/connect.json. */
export function fakeExotel(): FakeProvider {
  const state: FakeProvider = { failWith: null, sids: [], handler: () => {} };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    sendJson(res, status, { RestException: { Status: status, Message: message } });
  state.handler = (req, res) => {
    if (state.failWith) return refuse(res, state.failWith, 'Service Unavailable');
    if (req.method !== 'POST' || req.path !== `/v1/Accounts/${EXOTEL.accountSid}/Calls/connect.json`)
      return refuse(res, 404, 'Not Found');
    const auth = basicAuth(req);
    if (!auth || auth[0] !== EXOTEL.apiKey || auth[1] !== EXOTEL.apiToken)
      return refuse(res, 401, 'Authentication is required to view this page.');
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return refuse(res, 400, 'Unsupported content type');
    const form = new URLSearchParams(req.body);
    const [from, to] = [form.get('From') ?? '', form.get('To') ?? ''];
    if (!E164.test(from) || !E164.test(to)) return refuse(res, 400, `Invalid number: From ${from}, To ${to}`);
    if (form.get('CallerId') !== EXOTEL.callerId)
      return refuse(res, 400, `CallerId ${form.get('CallerId')} is not an ExoPhone of this account`);
    const sid = randomBytes(16).toString('hex');
    state.sids.push(sid);
    return sendJson(res, 200, {
      Call: {
        Sid: sid,
        ParentCallSid: null,
        AccountSid: EXOTEL.accountSid,
        From: from,
        To: to,
        PhoneNumberSid: EXOTEL.callerId,
        Status: 'in-progress',
        Direction: 'outbound-api',
        Uri: `/v1/Accounts/${EXOTEL.accountSid}/Calls/${sid}.json`,
      },
    });
  };
  return state;
}

export const TWILIO_VOICE = {
  accountSid: `AC${'5'.repeat(32)}`,
  authToken: 'twilio-voice-test-token',
  from: '+15005550006',
};

/** Twilio's Calls resource: POST /2010-04-01/Accounts/{AccountSid}/Calls.json with Twiml. */
export function fakeTwilioVoice(): FakeProvider {
  const state: FakeProvider = { failWith: null, sids: [], handler: () => {} };
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  state.handler = (req, res) => {
    if (state.failWith) return refuse(res, state.failWith, 20500, 'Internal Server Error');
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${TWILIO_VOICE.accountSid}/Calls.json`)
      return refuse(res, 404, 20404, 'The requested resource was not found');
    const auth = basicAuth(req);
    if (!auth || auth[0] !== TWILIO_VOICE.accountSid || auth[1] !== TWILIO_VOICE.authToken)
      return refuse(res, 401, 20003, 'Authenticate');
    const form = new URLSearchParams(req.body);
    const to = form.get('To') ?? '';
    if (!E164.test(to)) return refuse(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (form.get('From') !== TWILIO_VOICE.from)
      return refuse(res, 400, 21210, `The source phone number provided, ${form.get('From')}, is not yet verified.`);
    if (!/^<Response>.*<\/Response>$/s.test(form.get('Twiml') ?? ''))
      return refuse(res, 400, 21205, 'Either Url or Twiml is required');
    const sid = `CA${randomBytes(16).toString('hex')}`;
    state.sids.push(sid);
    return sendJson(res, 201, {
      sid,
      account_sid: TWILIO_VOICE.accountSid,
      to,
      from: TWILIO_VOICE.from,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/${TWILIO_VOICE.accountSid}/Calls/${sid}.json`,
    });
  };
  return state;
}

/** The owner's number in a Twilio request's <Dial>, and the caller id it shows. */
export function dialOf(twiml: string): { number: string; callerId: string } {
  const m = /<Dial callerId="([^"]*)"[^>]*>([^<]*)<\/Dial>/.exec(twiml);
  return { callerId: m?.[1] ?? '', number: m?.[2] ?? '' };
}
