import { describe, expect, it } from 'vitest';
import { checkoutRequest, EMPTY_ADDRESS, ZCheckoutForm } from './checkout-form';

const issues = (values: unknown) => {
  const r = ZCheckoutForm.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the checkout form', () => {
  it('checks a new address as the server does: a 6-digit PIN code and a state', () => {
    const errors = issues({ choice: 'new', method: 'online', address: { ...EMPTY_ADDRESS, pincode: '12345' } });
    expect(errors['address.pincode']).toBe('Enter the 6-digit PIN code');
    expect(errors['address.streetAdd']).toBeDefined();
    expect(errors['address.state']).toBeDefined();
    const wrongState = issues({
      choice: 'new',
      method: 'cod',
      address: { ...EMPTY_ADDRESS, streetAdd: '1 Mall Road', city: 'Shimla', pincode: '171001', state: 'Atlantis' },
    });
    expect(wrongState['address.state']).toBe('Choose an Indian state or union territory');
  });

  it('leaves a saved address alone, and asks how to pay', () => {
    expect(
      issues({ choice: '7d1f0c2e-9c1a-4b53-8a0e-1f2d3c4b5a69', method: 'online', address: EMPTY_ADDRESS }),
    ).toEqual({});
    expect(issues({ choice: 'x', method: '', address: EMPTY_ADDRESS }).method).toBe('Choose how to pay');
  });

  it('sends either the saved address or the new one, with the total the buyer saw', () => {
    expect(checkoutRequest({ choice: 'abc', method: 'cod', address: EMPTY_ADDRESS }, 68508)).toEqual({
      addressId: 'abc',
      method: 'cod',
      expectedTotalPaise: 68508,
    });
    const address = {
      addressName: '',
      streetAdd: '22 Lodhi Road',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110003',
    };
    expect(checkoutRequest({ choice: 'new', method: 'online', address }, 100)).toEqual({
      address: { ...address, addressName: undefined },
      method: 'online',
      expectedTotalPaise: 100,
    });
  });
});
