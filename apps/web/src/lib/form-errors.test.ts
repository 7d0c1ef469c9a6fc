import { describe, expect, it } from 'vitest';
import { ApiError, UNEXPECTED_MESSAGE } from './api';
import { focusFirstError, formPath, hasPath, splitFailure } from './form-errors';

const refusal = (status: number, message: string, errors: { path: string; message: string }[] = []) =>
  new ApiError({ status, code: status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT', message, errors });

const fieldsOf =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('a failed answer on a form', () => {
  it('reads the server’s paths as form paths', () => {
    expect(formPath('body.phone')).toBe('phone');
    expect(formPath('/contacts/2/phone')).toBe('contacts.2.phone');
    expect(formPath('query.search')).toBe('search');
    expect(formPath('productList.0.quantity')).toBe('productList.0.quantity');
  });

  it('puts each field error on its field and leaves nothing for a toast', () => {
    const e = refusal(400, 'name: Enter the name', [
      { path: 'name', message: 'Enter the name' },
      { path: 'email', message: 'Enter a valid email' },
    ]);
    expect(splitFailure(e, fieldsOf('name', 'email'))).toEqual({
      fields: { name: 'Enter the name', email: 'Enter a valid email' },
      rest: null,
    });
  });

  it('puts a nested error on the list when the form has no field for the row, and renames by aliases', () => {
    const e = refusal(400, 'Bad input', [
      { path: 'productList.0.quantity', message: 'At most 100 of one product' },
      { path: 'countryCode', message: 'Only Indian numbers (+91) are supported' },
    ]);
    expect(splitFailure(e, fieldsOf('productList', 'country'), { countryCode: 'country' }).fields).toEqual({
      productList: 'At most 100 of one product',
      country: 'Only Indian numbers (+91) are supported',
    });
    expect(splitFailure(e, fieldsOf('productList.0.quantity', 'country'), { countryCode: 'country' }).fields).toEqual({
      'productList.0.quantity': 'At most 100 of one product',
      country: 'Only Indian numbers (+91) are supported',
    });
  });

  it('puts the note of a refusal other than bad input on its field and its fuller sentence in the toast', () => {
    const e = refusal(409, 'This tag is already active on this vehicle.', [
      { path: 'code', message: 'This tag is already in use' },
    ]);
    expect(splitFailure(e, fieldsOf('code'))).toEqual({
      fields: { code: 'This tag is already in use' },
      rest: 'This tag is already active on this vehicle.',
    });
    const same = refusal(409, 'This is already taken', [{ path: 'name', message: 'This is already taken' }]);
    expect(splitFailure(same, fieldsOf('name')).rest).toBeNull();
  });

  it('toasts the sentence when no field takes the failure: a 404, a server failure, no connection', () => {
    expect(splitFailure(refusal(404, 'That order was not found.'), fieldsOf('status'))).toEqual({
      fields: {},
      rest: 'That order was not found.',
    });
    const down = new ApiError({ status: 503, code: 'DB_UNAVAILABLE', message: 'The database is down.', errors: [] });
    expect(splitFailure(down, () => true).rest).toBe('The database is down.');
    const offline = new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach SafeSathi.' });
    expect(splitFailure(offline, () => true)).toEqual({ fields: {}, rest: 'Could not reach SafeSathi.' });
    // A bug's own text is not for people.
    expect(splitFailure(new TypeError('x is undefined'), () => true).rest).toBe(UNEXPECTED_MESSAGE);
  });

  it('says how long to wait when rate-limited', () => {
    const e = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts.', retryAfter: 30 });
    expect(splitFailure(e, () => true).rest).toBe('Too many attempts. Try again in 30 s.');
  });

  it('words the refusal with `say` (the page’s language), also where the server put its sentence on a field', () => {
    const say = (e: unknown) => `[hi] ${e instanceof ApiError ? e.code : 'unexpected'}`;
    const wrongCode = new ApiError({
      status: 401,
      code: 'OTP_INVALID',
      message: 'The code is not correct. 2 tries left.',
      errors: [{ path: 'otp', message: 'The code is not correct. 2 tries left.' }],
    });
    // On its field, once: not again in the toast.
    expect(splitFailure(wrongCode, fieldsOf('otp'), {}, say)).toEqual({
      fields: { otp: '[hi] OTP_INVALID' },
      rest: null,
    });
    const taken = refusal(409, 'This tag is already active on this vehicle.', [
      { path: 'code', message: 'Already in use' },
    ]);
    expect(splitFailure(taken, fieldsOf('code'), {}, say)).toEqual({
      fields: { code: 'Already in use' },
      rest: '[hi] CONFLICT',
    });
    expect(splitFailure(new Error('bug'), fieldsOf(), {}, say).rest).toBe('[hi] unexpected');
  });

  it('toasts the errors of fields the form does not show, beside those it placed', () => {
    const e = refusal(400, 'Bad input', [
      { path: 'name', message: 'Enter the name' },
      { path: 'userid', message: 'Not a valid user id' },
    ]);
    expect(splitFailure(e, fieldsOf('name'))).toEqual({
      fields: { name: 'Enter the name' },
      rest: 'Not a valid user id',
    });
  });

  it('knows which paths the form holds', () => {
    const values = { name: '', contacts: [{ name: 'Maa', phone: '' }], social: { x: '' }, picked: null };
    expect(hasPath(values, 'name')).toBe(true);
    expect(hasPath(values, 'contacts.0.phone')).toBe(true);
    expect(hasPath(values, 'contacts.1.phone')).toBe(false);
    expect(hasPath(values, 'social.x')).toBe(true);
    expect(hasPath(values, 'picked')).toBe(true);
    expect(hasPath(values, 'userid')).toBe(false);
    expect(hasPath(values, '')).toBe(false);
  });

  it('focuses the first wrong field in the order the form shows them', () => {
    const focused: string[] = [];
    const field = (path: string) => ({
      dataset: { path },
      matches: () => true,
      focus: () => focused.push(path),
    });
    const form = { querySelectorAll: () => [field('name'), field('phone'), field('lines')] } as unknown as HTMLElement;
    focusFirstError(form, ['phone', 'name']);
    focusFirstError(form, ['lines.0.quantity']);
    expect(focused).toEqual(['name', 'lines']);
  });
});
