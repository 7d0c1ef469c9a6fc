import { type ApiBody, api } from '../../../lib/api';

/** The coupons (/api/coupons), managed beside the pricing settings. */
export const fetchCoupons = (signal?: AbortSignal) => api.GET('/api/coupons', { signal }).then((r) => r.data);
export type CouponFields = {
  discountName: string;
  description: string;
  percentDiscount: number | string;
  /** Rupees. */
  maxCap: number | string;
  maxUsage: number | string;
  /** YYYY-MM-DD from the picker; sent as DD/MM/YYYY. */
  expiryDate: string | null;
};
export type CouponBody = ApiBody<'post', '/api/coupons'>;
export const createCoupon = (body: CouponBody) => api.POST('/api/coupons', { body });
export const updateCoupon = (id: string, body: CouponBody) =>
  api.PUT('/api/coupons/{id}', { params: { path: { id } }, body });
export const deleteCoupon = (id: string) => api.DELETE('/api/coupons/{id}', { params: { path: { id } } });
