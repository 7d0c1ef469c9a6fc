import { nextPhone } from '../../../test/fixtures.js';
import { bearer } from '../../../test/test-app.js';
import { adminWith, nextPlate, signedInCustomer } from '../../../test/user-fixtures.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import {
  ADDRESS,
  customer,
  customerWithAddresses,
  customerWithVehicles,
  type Walk,
  withToken,
} from './walk-test-kit.js';

/** The walks of the users', vehicles' and addresses' old routes (compat-test-kit.ts holds the rest). */
export const RECORD_WALKS: Record<string, Walk> = {
  'GET /api/user/getUser': async (_t, token) => [
    withToken(
      { label: 'customers', old: { url: '/api/user/getUser?limit=5' }, clean: { url: '/api/users?limit=5' } },
      token,
    ),
  ],
  'GET /api/user/getUser.csv': async (_t, token) => [
    withToken({ label: 'csv', old: { url: '/api/user/getUser.csv' }, clean: { url: '/api/users.csv' } }, token),
  ],
  'GET /api/user/:id': async (t, token) => {
    const id = (await adminWith(t, ['viewOrder'])).user.id;
    return [withToken({ label: 'detail', old: { url: `/api/user/${id}` }, clean: { url: `/api/users/${id}` } }, token)];
  },
  'PUT /api/user/updateCustomer/:id': async (t, token) => {
    const [a, b] = [await customer(t, token), await customer(t, token)];
    const payload = { name: 'Edited Name' };
    return [
      withToken(
        {
          label: 'edit',
          old: { url: `/api/user/updateCustomer/${a}`, payload },
          clean: { url: `/api/users/${b}`, payload },
        },
        token,
      ),
    ];
  },
  'DELETE /api/user/:id': async (t, token) => {
    const [a, b] = [await customer(t, token), await customer(t, token)];
    return [withToken({ label: 'delete', old: { url: `/api/user/${a}` }, clean: { url: `/api/users/${b}` } }, token)];
  },
  'GET /api/user/deleted': async (_t, token) => [
    withToken({ label: 'deleted', old: { url: '/api/user/deleted' }, clean: { url: '/api/users/deleted' } }, token),
  ],
  'POST /api/user/:id/restore': async (t, token) => {
    const [a, b] = [await customer(t, token), await customer(t, token)];
    for (const id of [a, b]) await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) });
    return [
      withToken(
        {
          label: 'restore',
          old: { url: `/api/user/${a}/restore`, payload: {} },
          clean: { url: `/api/users/${b}/restore`, payload: {} },
        },
        token,
      ),
    ];
  },
  'GET /api/sosContacts/:userId': async (t) => {
    const c = await signedInCustomer(t);
    return [
      withToken(
        {
          label: 'own',
          old: { url: `/api/sosContacts/${c.user.id}` },
          clean: { url: `/api/users/${c.user.id}/contacts` },
        },
        c.token,
      ),
    ];
  },
  'PUT /api/sosContacts/:userId': async (t) => {
    const c = await signedInCustomer(t);
    const payload = () => ({ contacts: [{ name: 'Walk Contact', phone: nextPhone(), countryCode: '91' }] });
    return [
      withToken(
        {
          label: 'replace',
          old: { url: `/api/sosContacts/${c.user.id}`, payload: payload() },
          clean: { url: `/api/users/${c.user.id}/contacts`, payload: payload() },
        },
        c.token,
      ),
    ];
  },
  'GET /api/uservehicle': async (_t, token) => [
    withToken({ label: 'all', old: { url: '/api/uservehicle' }, clean: { url: '/api/vehicles' } }, token),
  ],
  'POST /api/uservehicle': async (t) => {
    const c = await signedInCustomer(t);
    const body = () => ({ userid: c.user.id, registrationNumber: nextPlate() });
    return [
      withToken(
        {
          label: 'own',
          old: { url: '/api/uservehicle', payload: body() },
          clean: { url: '/api/vehicles', payload: body() },
        },
        c.token,
      ),
    ];
  },
  'GET /api/uservehicle/:userId': async (t) => {
    const c = await customerWithVehicles(t);
    return [
      withToken(
        { label: 'own', old: { url: `/api/uservehicle/${c.id}` }, clean: { url: `/api/users/${c.id}/vehicles` } },
        c.token,
      ),
    ];
  },
  'PUT /api/uservehicle/:id': async (t) => {
    const c = await customerWithVehicles(t);
    const [old, clean] = [`/api/uservehicle/${c.vehicles[0]}`, `/api/vehicles/${c.vehicles[1]}`];
    return [
      withToken(
        {
          label: 'edit',
          old: { url: old, payload: { registrationNumber: nextPlate() } },
          clean: { url: clean, payload: { registrationNumber: nextPlate() } },
        },
        c.token,
      ),
    ];
  },
  'DELETE /api/uservehicle/:id': async (t) => {
    const c = await customerWithVehicles(t);
    return [
      withToken(
        {
          label: 'remove',
          old: { url: `/api/uservehicle/${c.vehicles[0]}` },
          clean: { url: `/api/vehicles/${c.vehicles[1]}` },
        },
        c.token,
      ),
    ];
  },
  'GET /api/uservehicle/:id/emergency-card': async (t) => {
    const c = await customerWithVehicles(t);
    const [old, clean] = [
      `/api/uservehicle/${c.vehicles[0]}/emergency-card`,
      `/api/vehicles/${c.vehicles[1]}/emergency-card`,
    ];
    return [withToken({ label: 'card', old: { url: old }, clean: { url: clean } }, c.token)];
  },
  'PUT /api/uservehicle/:id/emergency-card': async (t) => {
    const c = await customerWithVehicles(t);
    const [old, clean] = [
      `/api/uservehicle/${c.vehicles[0]}/emergency-card`,
      `/api/vehicles/${c.vehicles[1]}/emergency-card`,
    ];
    return [
      withToken(
        {
          label: 'save',
          old: { url: old, payload: { bloodGroup: 'O+' } },
          clean: { url: clean, payload: { bloodGroup: 'O+' } },
        },
        c.token,
      ),
    ];
  },
  'GET /api/uservehicle/:id/emergency-card/views': async (t) => {
    const c = await customerWithVehicles(t);
    const [old, clean] = [
      `/api/uservehicle/${c.vehicles[0]}/emergency-card/views`,
      `/api/vehicles/${c.vehicles[1]}/emergency-card/views`,
    ];
    return [withToken({ label: 'views', old: { url: old }, clean: { url: clean } }, c.token)];
  },
  'GET /api/soscall/:qrcodename/emergency-card': async () => [
    {
      label: 'no urgent reason',
      old: { url: `/api/soscall/${DEMO_TAG_CODE}/emergency-card` },
      clean: { url: `/api/sos-pages/${DEMO_TAG_CODE}/emergency-card` },
    },
  ],
  'GET /api/address': async (t) => {
    const c = await customerWithAddresses(t);
    return [
      withToken(
        {
          label: 'own',
          old: { url: `/api/address?customerId=${c.id}` },
          clean: { url: `/api/addresses?customerId=${c.id}` },
        },
        c.token,
      ),
    ];
  },
  'POST /api/address': async (t) => {
    const c = await signedInCustomer(t);
    const body = { userid: c.user.id, ...ADDRESS };
    return [
      withToken(
        { label: 'add', old: { url: '/api/address', payload: body }, clean: { url: '/api/addresses', payload: body } },
        c.token,
      ),
    ];
  },
  'PUT /api/address/:id': async (t) => {
    const c = await customerWithAddresses(t);
    return [
      withToken(
        {
          label: 'edit',
          old: { url: `/api/address/${c.addresses[0]}`, payload: ADDRESS },
          clean: { url: `/api/addresses/${c.addresses[1]}`, payload: ADDRESS },
        },
        c.token,
      ),
    ];
  },
  'DELETE /api/address/:id': async (t) => {
    const c = await customerWithAddresses(t);
    return [
      withToken(
        {
          label: 'delete',
          old: { url: `/api/address/${c.addresses[0]}` },
          clean: { url: `/api/addresses/${c.addresses[1]}` },
        },
        c.token,
      ),
    ];
  },
};
