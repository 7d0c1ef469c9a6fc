import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

// The seller printed on tax invoices, the invoice prefix and cash on delivery are settings.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload });

describe('seller settings', () => {
  it('start empty, with the INV prefix, cash on delivery off and online payment as configured', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data;
    expect(data).toMatchObject({
      codEnabled: false,
      onlinePaymentEnabled: false,
      sellerLegalName: null,
      sellerGstin: null,
      sellerStateCode: null,
      invoicePrefix: 'INV',
    });
  });

  it('take a valid GSTIN, and the seller’s state from it when none is given', async () => {
    const res = await put({
      sellerLegalName: 'Example Traders LLP',
      sellerAddress: '12 Marine Drive, Mumbai 400002',
      sellerGstin: '27aapfu0939f1zv',
      invoicePrefix: 'ex',
      codEnabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sellerGstin: '27AAPFU0939F1ZV',
      sellerStateCode: '27',
      sellerState: 'Maharashtra',
      invoicePrefix: 'EX',
      codEnabled: true,
    });
  });

  it('refuse a GSTIN with a wrong check character, one from another state, and a prefix too long, each on its field', async () => {
    const typo = await put({ sellerGstin: '27AAPFU0939F1ZW' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual([
      { path: 'sellerGstin', message: 'The last character does not match: check the GSTIN' },
    ]);
    const elsewhere = await put({ sellerState: 'Delhi' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      errors: [{ path: 'sellerGstin' }],
      message: expect.stringMatching(/registered in Maharashtra, not Delhi/),
    });
    const unknownState = await put({ sellerState: 'Atlantis' });
    expect(unknownState.json().errors).toEqual([
      { path: 'sellerState', message: 'Choose an Indian state or union territory' },
    ]);
    const prefix = await put({ invoicePrefix: 'INVOICE' });
    expect(prefix.json().errors[0]).toMatchObject({
      path: 'invoicePrefix',
      message: expect.stringMatching(/1 to 4 letters/),
    });
  });
});
