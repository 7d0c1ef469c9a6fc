import { PERMISSION_FLAGS } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { adminWith } from '../../../test/user-fixtures.js';
import { FULL_CARD, fetchCard, getAs, putCard, sendFromPage, taggedOwner } from '../emergency-card/card-test-kit.js';
import { nextIp, t, urgentReasonId, withSosApp } from '../sos/sos-test-kit.js';
import { addPaper, INSURANCE } from './papers-test-kit.js';

// The insurance on the emergency card (issue 27.5): opt-in by the owner, from the vehicle's insurance paper.
withSosApp();

describe('insurance on the emergency card', () => {
  it('is shown only when the owner opts in, from the insurance paper in use, on the SOS page and the alert page', async () => {
    const o = await taggedOwner(t);
    const token = await t.signIn(o.phone);
    const old = await addPaper(t, token, { ...INSURANCE, vehicleId: o.vehicleId, number: 'POL-OLD-1' });
    await addPaper(t, token, {
      ...INSURANCE,
      vehicleId: o.vehicleId,
      number: 'POL-NEW-2',
      validUntil: '2028-01-01',
      renews: old.json().data._id,
    });
    expect((await putCard(t, token, o.vehicleId, FULL_CARD)).statusCode).toBe(200);
    const without = (await fetchCard(t, o.code, urgentReasonId, nextIp())).json().data;
    expect(without).not.toHaveProperty('policyNumber');
    expect(JSON.stringify(without)).not.toContain('POL-');

    const on = await putCard(t, token, o.vehicleId, { ...FULL_CARD, showInsurance: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.showInsurance).toBe(true);
    const shown = (await fetchCard(t, o.code, urgentReasonId, nextIp())).json().data;
    expect(shown).toMatchObject({
      insurer: 'New India Assurance',
      policyNumber: 'POL-NEW-2',
      insuranceHelpline: '1800-209-1415',
    });
    const page = await t.app.inject({ method: 'GET', url: await sendFromPage(t, o.code, urgentReasonId, nextIp()) });
    expect(page.body).toContain('POL-NEW-2');
    expect(page.body).toContain('Insurer&#x27;s claim helpline');
  });

  it('insurance alone is enough for a card; staff may switch it off but never on', async () => {
    const o = await taggedOwner(t);
    const token = await t.signIn(o.phone);
    await addPaper(t, token, { ...INSURANCE, vehicleId: o.vehicleId });
    const only = await putCard(t, token, o.vehicleId, { enabled: true, consent: true, showInsurance: true });
    expect(only.statusCode).toBe(200);
    const admin = await adminWith(t, [...PERMISSION_FLAGS]);
    expect(
      (
        await putCard(t, admin.token, o.vehicleId, {
          enabled: true,
          consent: true,
          bloodGroup: 'O+',
          showInsurance: false,
        })
      ).statusCode,
    ).toBe(200);
    const again = await putCard(t, admin.token, o.vehicleId, {
      enabled: true,
      consent: true,
      bloodGroup: 'O+',
      showInsurance: true,
    });
    expect(again.statusCode).toBe(403);
    expect((await getAs(t, token, `/api/uservehicle/${o.vehicleId}/emergency-card`)).json().data.showInsurance).toBe(
      false,
    );
  });
});
