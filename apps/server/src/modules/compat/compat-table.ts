import {
  ZIdBody,
  ZMessageResponse,
  ZOrderListResponse,
  ZOrderSummaryResponse,
  ZReasonUpdatedResponse,
  ZSosContactsResponse,
  ZSosContactsSavedResponse,
  ZSosLookupSpecResponse,
  ZUserSavedResponse,
} from '@safesathi/contract';
import { z } from 'zod';
import { failures } from '../../platform/responses.js';
import { NAME_ROUTES } from './compat-names.js';
import { ORDER_ROUTES } from './compat-orders.js';
import { bulkDelete, type CompatRoute, data, specContacts, specOrders } from './compat-row.js';
import { SHOP_ROUTES } from './compat-shop.js';

// The spec's wire names, each an alias of a clean route (docs/decisions/0052-clean-routes-and-compat-layer.md).
// compat.routes.ts registers every row as a deprecated route; scripts/check-clean-routes.ts refuses web code that
// names an `old` path; compat.api.test.ts walks every row. Data only: the lint script imports this file.

export type { CompatRoute, Json } from './compat-row.js';

export const COMPAT_ROUTES: CompatRoute[] = [
  // ─── SOS reasons: the public list and the back office's differed by case alone ───
  { method: 'GET', old: '/api/Reasons', clean: '/api/admin/reasons', why: 'differs from the public list by case' },
  { method: 'POST', old: '/api/Reason', clean: '/api/admin/reasons', why: 'singular, upper case' },
  {
    method: 'PUT',
    old: '/api/reason/update/:id',
    clean: '/api/admin/reasons/:id',
    why: 'a verb in the path; `success: true` beside the envelope',
    answer: {
      response: { 200: ZReasonUpdatedResponse, ...failures(404) },
      fromClean: (body) => ({ success: true, ...body }),
    },
  },
  {
    method: 'DELETE',
    old: '/api/reason',
    clean: '/api/admin/reasons/:id',
    why: 'the id in the body of a DELETE',
    request: {
      body: ZIdBody,
      toClean: (req) => {
        req.params = { id: (req.body as { _id: string })._id };
      },
    },
  },
  { method: 'PUT', old: '/api/Reasons/order', clean: '/api/admin/reasons/order', why: 'upper case' },
  // ─── Upper case and singular names of plain resources ───
  {
    method: 'GET',
    old: '/api/Permission/:adminId',
    clean: '/api/admin/permissions/:adminId',
    why: 'upper case, singular',
  },
  {
    method: 'PUT',
    old: '/api/Permission/:adminId',
    clean: '/api/admin/permissions/:adminId',
    why: 'upper case, singular',
  },
  { method: 'GET', old: '/api/FAQs', clean: '/api/faqs', why: 'upper case' },
  { method: 'PUT', old: '/api/FAQs/order', clean: '/api/faqs/order', why: 'upper case' },
  { method: 'POST', old: '/api/FAQ', clean: '/api/faqs', why: 'upper case, singular' },
  { method: 'PUT', old: '/api/FAQ/:id', clean: '/api/faqs/:id', why: 'upper case, singular' },
  { ...bulkDelete('/api/FAQ', '/api/faqs/bulk-delete'), why: 'upper case, singular; the ids in a DELETE body' },
  // ─── Users: verbs and a singular in the paths ───
  { method: 'GET', old: '/api/user/getUser', clean: '/api/users', why: 'a verb in the path, singular' },
  { method: 'GET', old: '/api/user/getUser.csv', clean: '/api/users.csv', why: 'a verb in the path, singular' },
  { method: 'PUT', old: '/api/user/updateCustomer/:id', clean: '/api/users/:id', why: 'a verb in the path' },
  { method: 'DELETE', old: '/api/user/:id', clean: '/api/users/:id', why: 'singular' },
  { method: 'GET', old: '/api/user/deleted', clean: '/api/users/deleted', why: 'singular' },
  { method: 'POST', old: '/api/user/:id/restore', clean: '/api/users/:id/restore', why: 'singular' },
  {
    method: 'GET',
    old: '/api/sosContacts/:userId',
    clean: '/api/users/:userId/contacts',
    why: 'camel case; `result.contacts` for `data`',
    answer: { response: { 200: ZSosContactsResponse, ...failures(404) }, fromClean: specContacts },
  },
  {
    method: 'PUT',
    old: '/api/sosContacts/:userId',
    clean: '/api/users/:userId/contacts',
    why: 'camel case; `result.contacts` for `data`',
    answer: { response: { 200: ZSosContactsSavedResponse, ...failures(404) }, fromClean: specContacts },
  },
  // ─── Vehicles, their emergency cards, addresses: run-together and singular names ───
  { method: 'GET', old: '/api/uservehicle', clean: '/api/vehicles', why: 'run together, singular' },
  { method: 'POST', old: '/api/uservehicle', clean: '/api/vehicles', why: 'run together, singular' },
  {
    method: 'GET',
    old: '/api/uservehicle/:userId',
    clean: '/api/users/:userId/vehicles',
    why: "a user's id where a vehicle's goes",
  },
  { method: 'PUT', old: '/api/uservehicle/:id', clean: '/api/vehicles/:id', why: 'run together, singular' },
  { method: 'DELETE', old: '/api/uservehicle/:id', clean: '/api/vehicles/:id', why: 'run together, singular' },
  {
    method: 'GET',
    old: '/api/uservehicle/:id/emergency-card',
    clean: '/api/vehicles/:id/emergency-card',
    why: 'run together',
  },
  {
    method: 'PUT',
    old: '/api/uservehicle/:id/emergency-card',
    clean: '/api/vehicles/:id/emergency-card',
    why: 'run together',
  },
  {
    method: 'GET',
    old: '/api/uservehicle/:id/emergency-card/views',
    clean: '/api/vehicles/:id/emergency-card/views',
    why: 'run together',
  },
  {
    method: 'GET',
    old: '/api/soscall/:qrcodename/emergency-card',
    clean: '/api/sos-pages/:code/emergency-card',
    why: 'a page view among the SOS calls',
    request: {
      params: z.object({ qrcodename: z.string().max(20) }),
      toClean: (req) => {
        req.params = { code: (req.params as { qrcodename: string }).qrcodename };
      },
    },
  },
  { method: 'GET', old: '/api/address', clean: '/api/addresses', why: 'singular' },
  { method: 'POST', old: '/api/address', clean: '/api/addresses', why: 'singular' },
  { method: 'PUT', old: '/api/address/:id', clean: '/api/addresses/:id', why: 'singular' },
  { method: 'DELETE', old: '/api/address/:id', clean: '/api/addresses/:id', why: 'singular' },
  // ─── Contact-form leads (the module was `queries`) ───
  {
    method: 'POST',
    old: '/api/user/create',
    clean: '/api/leads',
    cleanWithAdmin: '/api/users',
    why: 'one path for a public lead and an admin creating a user',
    answer: {
      response: { 200: ZMessageResponse, 201: ZUserSavedResponse, ...failures(401, 403, 409, 429) },
      fromClean: (body) => body,
    },
  },
  { method: 'GET', old: '/api/queries', clean: '/api/leads', why: 'the leads inbox under another name' },
  { method: 'PUT', old: '/api/queries/:id', clean: '/api/leads/:id', why: 'the leads inbox under another name' },
  // ─── Orders: the spec's marker `status: true`, `ordernumber`, the cards' `Shipped` and `cencel` ───
  {
    method: 'GET',
    old: '/api/orders',
    clean: '/api/admin/orders',
    why: '`status: true`; `ordernumber` beside `orderNumber`',
    answer: {
      response: { 200: ZOrderListResponse },
      fromClean: specOrders,
    },
  },
  {
    method: 'GET',
    old: '/api/orders/summary',
    clean: '/api/admin/orders/summary',
    why: '`status: true`; the cards `Shipped` and `cencel`',
    answer: {
      response: { 200: ZOrderSummaryResponse },
      fromClean: (body) => {
        const { shipped, cancelled, ...rest } = data(body);
        return { status: true, data: { ...rest, Shipped: shipped, cencel: cancelled } };
      },
    },
  },
  // ─── The bystander's SOS page ───
  {
    method: 'GET',
    old: '/api/soscall/:qrcodename',
    clean: '/api/sos-pages/:code',
    why: '`vehical`; a page view among the SOS calls',
    text: true,
    request: {
      params: z.object({ qrcodename: z.string().max(20) }),
      toClean: (req) => {
        req.params = { code: (req.params as { qrcodename: string }).qrcodename };
      },
    },
    answer: {
      response: { 200: ZSosLookupSpecResponse, ...failures(404) },
      fromClean: (body) => {
        const { vehicle, ...rest } = data(body);
        return { ...body, data: { vehical: vehicle, ...rest } };
      },
    },
  },
  ...ORDER_ROUTES,
  ...NAME_ROUTES,
  ...SHOP_ROUTES,
];

/** `/api/reason/update/:id` → `/api/reason/update/{id}`: how the OpenAPI document and the typed client write it. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
