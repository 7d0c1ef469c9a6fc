import { describe, expect, it } from 'vitest';
import { msg91Receipts, twilioReceipt, twilioSignature, twilioSignatureValid } from './receipts.js';

describe("Twilio's request signature", () => {
  // The example in Twilio's security documentation ("Validating requests"), with its published answer.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };

  it("matches Twilio's documented example", () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilioSignatureValid('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('fails for another token, address, value or a missing header', () => {
    expect(twilioSignatureValid('54321', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(twilioSignatureValid('12345', `${url}&x=1`, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(twilioSignatureValid('12345', url, { ...params, Digits: '1235' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(
      false,
    );
    expect(twilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });
});

describe('reading receipts', () => {
  it("maps Twilio's statuses", () => {
    expect(twilioReceipt({ MessageSid: 'SM1', MessageStatus: 'delivered' })).toEqual({
      providerMessageId: 'SM1',
      state: 'delivered',
    });
    expect(twilioReceipt({ MessageSid: 'SM1', MessageStatus: 'queued' })?.state).toBe('sent');
    expect(twilioReceipt({ MessageSid: 'SM1', MessageStatus: 'failed', ErrorCode: '30006' })).toEqual({
      providerMessageId: 'SM1',
      state: 'failed',
      error: 'Twilio error 30006',
    });
    expect(twilioReceipt({ MessageStatus: 'delivered' })).toBeNull();
  });

  it("reads MSG91's v2 form report and its v3 JSON one", () => {
    const v2 = {
      data: JSON.stringify([
        {
          senderId: 'SAFSTH',
          requestId: '3465',
          report: [{ date: '2026-11-26 10:06:20', number: '919876543210', status: '1', desc: 'DELIVERED' }],
          userId: '27',
          campaignName: 'API',
        },
      ]),
    };
    expect(msg91Receipts(v2)).toEqual([{ providerMessageId: '3465', number: '919876543210', state: 'delivered' }]);
    expect(msg91Receipts({ requestId: '77', number: '919876543210', status: '9', desc: 'NDNC' })).toEqual([
      { providerMessageId: '77', number: '919876543210', state: 'failed', error: 'NDNC' },
    ]);
    expect(msg91Receipts({ requestId: '77', status: '17' })?.[0]?.error).toBe('the number is blocked');
    expect(msg91Receipts({ requestId: '77', status: '8' })?.[0]?.state).toBe('sent');
  });

  it('answers null for a body that is not a report', () => {
    expect(msg91Receipts({ data: 'not json' })).toBeNull();
    expect(msg91Receipts({ status: '1' })).toBeNull();
    expect(msg91Receipts('text')).toBeNull();
    expect(msg91Receipts([{ requestId: 5 }])).toBeNull();
  });
});
