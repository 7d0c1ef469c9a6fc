import { describe, expect, it } from 'vitest';
import { createLogger, maskPhones } from './logger.js';

function capture() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

describe('logs carry no phone numbers', () => {
  it('masks a number in the message, in an error and in any field, keeping the last four digits', () => {
    const out = capture();
    const log = createLogger('info', out);
    log.warn(
      { err: new Error('Key (phone)=(9000000002) already exists.'), to: '+919812345678' },
      'SMS delivery failed: The To number 91 7012345678 is not a valid mobile number',
    );
    expect(out.lines).toHaveLength(1);
    const line = out.lines[0]!;
    for (const phone of ['9000000002', '9812345678', '7012345678']) expect(line).not.toContain(phone);
    expect(line).toContain('(******0002)');
    expect(line).toContain('"+91******5678"');
    expect(JSON.parse(line).msg).toBe('SMS delivery failed: The To number 91 ******5678 is not a valid mobile number');
  });

  it('leaves timestamps, ids and other numbers alone', () => {
    const kept = [
      '{"time":1795582600399}',
      'order 0f9e8d7c-6b5a-4321-8765-9876543210ab',
      'took 12345 ms',
      'order number 5000000001',
      'code SAFE2026',
    ];
    for (const text of kept) expect(maskPhones(text)).toBe(text);
  });

  it('redacts the sign-in code and the token by field', () => {
    const out = capture();
    createLogger('info', out).info({
      req: { body: { otp: '4821', token: 'abc' }, headers: { authorization: 'Bearer x' } },
    });
    expect(out.lines[0]).not.toMatch(/4821|Bearer x|"abc"/);
  });
});
