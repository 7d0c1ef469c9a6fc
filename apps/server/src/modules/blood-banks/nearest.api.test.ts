import type { TNearestBloodBanks } from '@safesathi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { directoryCsv, importCsv } from './blood-banks-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn(t.config.adminPhone);
  const res = await importCsv(
    t,
    admin,
    directoryCsv([
      { name: 'MG Road Blood Bank', lat: 12.9755, lng: 77.6068, phone: '080-2222 3333' },
      { name: 'Wilson Garden Blood Bank', lat: 12.94, lng: 77.597, hours: '9 AM - 5 PM' },
      { name: 'Whitefield Blood Bank', lat: 12.9698, lng: 77.75, category: 'Private' },
      { name: 'Tumakuru Blood Bank', district: 'Tumakuru', city: 'Tumakuru', pincode: '572101', lat: 13.34, lng: 77.1 },
      { name: 'Mysuru Blood Bank', district: 'Mysuru', city: 'Mysuru', pincode: '570001', lat: 12.2958, lng: 76.6394 },
      {
        name: 'Delhi Blood Bank',
        state: 'Delhi',
        district: 'New Delhi',
        city: 'New Delhi',
        pincode: '110001',
        lat: 28.6,
        lng: 77.2,
      },
    ]),
  );
  expect(res.json().data.added).toBe(6);
});
afterAll(async () => t?.close());

const nearest = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/blood-banks/nearest?${query}` });
  return { status: res.statusCode, body: res.json() as { data: TNearestBloodBanks; errors?: unknown } };
};
const names = (r: { body: { data: TNearestBloodBanks } }) => r.body.data.banks.map((b) => b.name);

describe('the nearest blood banks', () => {
  it('by PIN code: those within 25 km of its area, nearest first, with rounded distances and tap-to-call', async () => {
    const r = await nearest('q=560 001');
    expect(r.status).toBe(200);
    expect(r.body.data.from).toEqual({ kind: 'pin', label: '560001' });
    expect(r.body.data.withinKm).toBe(25);
    expect(names(r)).toEqual(['MG Road Blood Bank', 'Wilson Garden Blood Bank', 'Whitefield Blood Bank']);
    const [mg, wilson, whitefield] = r.body.data.banks;
    expect(mg).toMatchObject({ distanceKm: 0.8, telUrl: 'tel:08022223333', open24h: true, category: 'government' });
    expect(wilson).toMatchObject({ distanceKm: 4.1, open24h: false });
    expect(whitefield).toMatchObject({ distanceKm: 16, category: 'private' });
    expect(mg!.mapUrl).toBe('https://maps.google.com/?q=12.975500,77.606800');
  });

  it('by the visitor’s latitude and longitude: the order follows where they stand', async () => {
    const r = await nearest('lat=12.97&lng=77.74');
    expect(r.body.data.from.kind).toBe('location');
    expect(names(r)).toEqual(['Whitefield Blood Bank', 'MG Road Blood Bank', 'Wilson Garden Blood Bank']);
  });

  it('widens to 100 km when nothing is within 25, then shows the nearest ten wherever they are', async () => {
    const north = await nearest('lat=13.6&lng=76.9');
    expect(north.body.data.withinKm).toBe(100);
    expect(names(north)).toEqual(['Tumakuru Blood Bank']);

    const portBlair = await nearest('lat=11.62&lng=92.73');
    expect(portBlair.body.data.withinKm).toBeNull();
    const km = portBlair.body.data.banks.map((b) => b.distanceKm);
    expect(km).toHaveLength(6);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeGreaterThan(1000);
    expect(names(portBlair).at(-1)).toBe('Delhi Blood Bank');
  });

  it('by district or city, in any case: measured from the middle of its banks; a place with none answers none', async () => {
    const city = await nearest('q=  bengaluru ');
    expect(city.body.data.from).toEqual({ kind: 'place', label: 'Bengaluru' });
    expect(names(city)).toHaveLength(3);
    const district = await nearest('q=MYSURU');
    expect(district.body.data.from.label).toBe('Mysuru');
    expect(names(district)[0]).toBe('Mysuru Blood Bank');
    const none = await nearest('q=Atlantis');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ from: { kind: 'place', label: 'Atlantis' }, withinKm: null, banks: [] });
  });

  it('says what is wrong with a bad or unknown PIN code, or a search with nothing in it', async () => {
    const short = await nearest('q=56001');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { path: 'q', message: 'A PIN code has 6 digits and does not start with 0, e.g. 560001.' },
    ]);
    const unknown = await nearest('q=999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'PIN code 999999 is not known. Check it, or type the district or city.',
    });
    expect((await nearest('q=')).status).toBe(400);
    expect((await nearest('lat=12.9')).status).toBe(400);
    const nonsense = await nearest('lat=north&lng=77');
    expect(nonsense.status).toBe(400);
    expect(nonsense.body).toMatchObject({ status: 'Error', success: false, code: 'VALIDATION_FAILED' });
  });
});
