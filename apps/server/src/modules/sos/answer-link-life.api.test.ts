import { describe, expect, it } from 'vitest';
import { testConfig } from '../../platform/config.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { nextIp, post, sms, sosBody, t, withSosApp } from './sos-test-kit.js';

// SOS_ANSWER_LINK_HOURS=6: the expired-link page says six hours, not the default's day.
const HOURS = 6;
withSosApp(() => ({ limits: { ...testConfig().limits, sosAnswerLinkSeconds: HOURS * 3600 } }));

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });

describe('the expired answer link’s page', () => {
  it('says how long answer links work as SOS_ANSWER_LINK_HOURS has it, in the page’s language', async () => {
    expect((await post(sosBody({ qrcodename: DEMO_TAG_CODE }))).statusCode).toBe(201);
    await t.app.services.worker.runOnce();
    const link = /\/r\/([0-9A-Z]{12})$/.exec(sms.to(DEMO_CUSTOMER_PHONE).at(-1)!.body)![1]!;

    t.clock.advance(HOURS * 3600 - 60);
    expect((await get(`/r/${link}?lang=en`)).statusCode).toBe(200);
    t.clock.advance(61);
    const gone = await get(`/r/${link}?lang=en`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Answer links work for 6 hours. If someone is in danger, call 112.');
    expect(gone.body).not.toContain('a day');
    const hindi = await get(`/r/${link}?lang=hi`);
    expect(hindi.body).toContain('जवाब के लिंक 6 घंटे तक चलते हैं।');
    // An unknown link reads the same.
    expect((await get('/r/0000000000AA?lang=ta')).body).toContain('பதில் இணைப்புகள் 6 மணி நேரம் வேலை செய்யும்.');
  });
});
