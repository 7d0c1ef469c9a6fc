import { CHECKOUT_METHODS, ZCheckoutAddress } from '@safesathi/contract';
import { z } from 'zod';
import type { ApiBody } from '../lib/api';

type CheckoutBody = ApiBody<'post', '/api/checkout'>;

export interface CheckoutValues {
  /** A saved address's id, or "new". */
  choice: string;
  address: { addressName: string; streetAdd: string; city: string; state: string | null; pincode: string };
  method: string;
}

export const EMPTY_ADDRESS: CheckoutValues['address'] = {
  addressName: '',
  streetAdd: '',
  city: '',
  state: null,
  pincode: '',
};

/** The checkout form: the contract's address rules apply only to a new address. */
export const ZCheckoutForm = z
  .object({
    choice: z.string().min(1, 'Choose where to deliver'),
    method: z.enum(CHECKOUT_METHODS, { error: 'Choose how to pay' }),
    address: z.unknown(),
  })
  .superRefine((v, ctx) => {
    if (v.choice !== 'new') return;
    const checked = ZCheckoutAddress.safeParse(v.address);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: ['address', ...issue.path], message: issue.message });
  });

export function checkoutRequest(values: CheckoutValues, expectedTotalPaise: number): CheckoutBody {
  const method = values.method as CheckoutBody['method'];
  if (values.choice !== 'new') return { addressId: values.choice, method, expectedTotalPaise };
  const a = values.address;
  return {
    address: { ...a, state: a.state ?? '', addressName: a.addressName || undefined },
    method,
    expectedTotalPaise,
  };
}
