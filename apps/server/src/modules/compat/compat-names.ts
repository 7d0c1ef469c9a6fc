import type { CompatRoute, Method } from './compat-row.js';
import { bulkDelete } from './compat-row.js';

/** A rename: same request, same answer. */
const renamed = (method: Method, old: string, clean: string, why: string): CompatRoute => ({ method, old, clean, why });

/** ADR 0061's rows: the clean names. */
export const NAME_ROUTES: CompatRoute[] = [
  // ─── Names (ADR 0061): SOS calls, tags, the catalogue, banners, coupons; bulk deletes by POST ───
  renamed('POST', '/api/soscall', '/api/sos-calls', 'run together, singular'),
  renamed('GET', '/api/soscall', '/api/sos-calls', 'run together, singular'),
  renamed('PUT', '/api/soscall/:id', '/api/sos-calls/:id', 'run together, singular'),
  renamed('POST', '/api/soscall/:id/retry', '/api/sos-calls/:id/retry', 'run together, singular'),
  renamed('GET', '/api/my/soscalls', '/api/my/sos-calls', 'run together'),
  renamed('POST', '/api/my/soscalls/:id/answer', '/api/my/sos-calls/:id/answer', 'run together'),
  renamed('GET', '/api/qrcode', '/api/tags', 'named for the QR code, singular'),
  renamed('GET', '/api/qrcode/batches', '/api/tags/batches', 'named for the QR code'),
  renamed('POST', '/api/qrcode/batch', '/api/tags/batches', 'named for the QR code, singular'),
  renamed(
    'GET',
    '/api/qrcode/batch/:id/sheet.pdf',
    '/api/tags/batches/:id/sheet.pdf',
    'named for the QR code, singular',
  ),
  renamed('PUT', '/api/qrcode/:code', '/api/tags/:code', 'named for the QR code'),
  renamed('POST', '/api/qrcode/:code/activate', '/api/tags/:code/activate', 'named for the QR code'),
  renamed('GET', '/api/category', '/api/categories', 'singular'),
  renamed('POST', '/api/category', '/api/categories', 'singular'),
  renamed('PUT', '/api/category/:id', '/api/categories/:id', 'singular'),
  bulkDelete('/api/category', '/api/categories/bulk-delete'),
  renamed('GET', '/api/vehicletype', '/api/vehicle-types', 'run together, singular'),
  renamed('POST', '/api/vehicletype', '/api/vehicle-types', 'run together, singular'),
  bulkDelete('/api/vehicletype', '/api/vehicle-types/bulk-delete'),
  renamed('GET', '/api/vehiclebrand', '/api/vehicle-brands', 'run together, singular'),
  renamed('POST', '/api/vehiclebrand', '/api/vehicle-brands', 'run together, singular'),
  bulkDelete('/api/vehiclebrand', '/api/vehicle-brands/bulk-delete'),
  renamed('GET', '/api/vehiclemodel', '/api/vehicle-models', 'run together, singular'),
  renamed('POST', '/api/vehiclemodel', '/api/vehicle-models', 'run together, singular'),
  bulkDelete('/api/vehiclemodel', '/api/vehicle-models/bulk-delete'),
  renamed('GET', '/api/banner', '/api/banners', 'singular'),
  renamed('POST', '/api/banner', '/api/banners', 'singular'),
  renamed('PUT', '/api/banner/order', '/api/banners/order', 'singular'),
  bulkDelete('/api/banner', '/api/banners/bulk-delete'),
  bulkDelete('/api/faqs', '/api/faqs/bulk-delete'),
  renamed('GET', '/api/discount', '/api/coupons', 'not what the records are'),
  renamed('GET', '/api/discount/check', '/api/coupons/check', 'not what the records are'),
  renamed('POST', '/api/discount', '/api/coupons', 'not what the records are'),
  renamed('PUT', '/api/discount/:id', '/api/coupons/:id', 'not what the records are'),
  bulkDelete('/api/discount', '/api/coupons/bulk-delete'),
];
