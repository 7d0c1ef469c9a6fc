import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { applyServerErrors, serverFieldErrors } from './server-errors';

const refusal = (status: number, message: string, errors: { path: string; message: string }[]) =>
  new ApiError({ status, code: status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT', message, errors });

describe('server field errors on a form', () => {
  it('answers each path whole and under its first segment, with aliases', () => {
    const e = refusal(400, 'Bad input', [
      { path: 'productList.0.quantity', message: 'At most 100 of one product' },
      { path: 'productPicture', message: 'Add at least one picture of the product.' },
    ]);
    expect(serverFieldErrors(e, { productPicture: 'pictures' })).toEqual({
      'productList.0.quantity': 'At most 100 of one product',
      productList: 'At most 100 of one product',
      pictures: 'Add at least one picture of the product.',
    });
  });

  it('puts the whole sentence of a one-field refusal (409) on that field', () => {
    const e = refusal(409, 'The coupon “SAVE10” has been used its maximum of 3 times.', [
      { path: 'couponCode', message: 'This coupon cannot be used' },
    ]);
    expect(serverFieldErrors(e).couponCode).toBe('The coupon “SAVE10” has been used its maximum of 3 times.');
  });

  it('leaves a form-level sentence when no shown field takes the error', () => {
    const set: Record<string, string>[] = [];
    const form = { setErrors: (x: Record<string, string>) => set.push(x) };
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'That order was not found.' });
    expect(applyServerErrors(form, notFound, ['status'])).toBe('That order was not found.');
    const bad = refusal(400, 'name: Enter the name', [{ path: 'name', message: 'Enter the name' }]);
    expect(applyServerErrors(form, bad, ['name'])).toBeNull();
    expect(set.at(-1)).toEqual({ name: 'Enter the name' });
  });
});
