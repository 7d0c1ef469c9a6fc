import { gzipSync } from 'node:zlib';
import { LANGS } from '@safesathi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CATALOGUES } from '../../platform/i18n/i18n.js';
import { directoryCsv, importCsv } from './blood-banks-test-kit.js';

const AREAS = [
  'Jayanagar',
  'Koramangala',
  'Indiranagar',
  'Malleshwaram',
  'Rajajinagar',
  'Basavanagudi',
  'Hebbal',
  'Yelahanka',
  'Banashankari',
  'HSR Layout',
  'BTM Layout',
  'Marathahalli',
  'Electronic City',
  'Vijayanagar',
  'Shivajinagar',
  'Frazer Town',
  'RT Nagar',
  'Yeshwanthpur',
  'Peenya',
  'KR Puram',
  'Bellandur',
  'JP Nagar',
  'Domlur',
  'Ulsoor',
];
const KINDS = [
  'Government General Hospital Blood Bank',
  'Multispeciality Hospital Blood Centre',
  'Rotary Charitable Blood Bank',
  'Institute of Medical Sciences Blood Bank',
  'Lions Voluntary Blood Centre',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn(t.config.adminPhone);
  // A busy city: more banks within 25 km than a page shows, each named and placed as the directory has them.
  const crowd = AREAS.map((area, i) => ({
    name: `${area} ${KINDS[i % KINDS.length]}`,
    district: 'Bengaluru Urban',
    address: `${10 + i * 7}, ${i + 1}th Cross, ${area} Main Road, opposite the bus stand`,
    phone: `080-26${String(700000 + i * 1379)} / 98450 ${String(10000 + i * 733)}`,
    category: ['Govt.', 'Private', 'Charitable/Vol'][i % 3],
    hours: i % 2 ? '24X7' : '9 AM - 5 PM',
    lat: 12.85 + i * 0.004,
    lng: 77.5 + i * 0.003,
  }));
  const res = await importCsv(
    t,
    admin,
    directoryCsv([{ name: 'MG Road Blood Bank', lat: 12.9755, lng: 77.6068, phone: '080-2222 3333' }, ...crowd]),
  );
  expect(res.json().data.added).toBe(25);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const postLocation = (fields: Record<string, string>, url = '/blood-banks?lang=en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the public blood-bank page', () => {
  it('works without JavaScript: its plain GET form, sent as a browser sends it, lists the nearest banks', async () => {
    const empty = await get('/blood-banks', { 'accept-language': 'en-IN' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toContain('text/html');
    // A plain form (no script needed): the search box, then the language, to /blood-banks by GET.
    const form = /<form id="search" class="card"[^>]*>(.*?)<\/form>/s.exec(empty.body)!;
    expect(form[0]).toMatch(/ action="\/blood-banks" method="get">/);
    expect(form[1]).toMatch(/<input id="q" [^>]*name="q" value=""\/>.*<input type="hidden" name="lang" value="en"\/>/s);
    // The location button is the script's to show: hidden without it.
    expect(empty.body).toMatch(/<button type="submit" id="loc" class="loc" hidden="">Use my location<\/button>/);
    expect(empty.body).not.toContain('id="results"');

    const found = await get('/blood-banks?q=560001&lang=en');
    expect(found.statusCode).toBe(200);
    const body = found.body;
    expect(body).toContain('<h2 id="results">Nearest to PIN code 560001</h2>');
    expect(body).toContain('Within 25 km, nearest first.');
    expect(body.match(/<li class="card bank">/g)).toHaveLength(20);
    // The nearest first, with what a person needs: category, 24-hour badge, address, distance, call, map.
    const start = body.indexOf('<li class="card bank">');
    const first = body.slice(start, body.indexOf('</li>', start));
    expect(first).toContain('<h3>MG Road Blood Bank</h3>');
    expect(first).toContain('<span class="tag">Government</span><span class="tag h24">Open 24 hours</span>');
    expect(first).toContain('<p>1 Hospital Road, Bengaluru, Bengaluru Urban, Karnataka 560001</p>');
    expect(first).toContain('<p class="km">0.8 km away</p>');
    expect(first).toContain('<a class="btn" href="tel:08022223333">Call 080-2222 3333</a>');
    expect(first).toContain(
      '<a href="https://maps.google.com/?q=12.975500,77.606800" rel="noreferrer">Open the map</a>',
    );
    // The language links keep the search.
    expect(body).toContain('href="/blood-banks?q=560001&amp;lang=hi"');
  });

  it('answers in the visitor’s language, and says what is wrong with a bad PIN code beside the box', async () => {
    const hindi = await get('/blood-banks?q=560001', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.body).toMatch(/<html lang="hi"/);
    expect(hindi.body).toContain(`<h1>${CATALOGUES.hi.banks.title}</h1>`);
    expect(hindi.body).toContain('0.8 किमी दूर');

    const bad = await get('/blood-banks?q=56001&lang=hi');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(`<p class="err" id="q-err">${CATALOGUES.hi.banks.badPin}</p>`);
    expect(bad.body).toMatch(
      /<input id="q" [^>]*aria-invalid="true" aria-describedby="q-hint q-err" [^>]*value="56001"\/>/,
    );

    const unknown = await get('/blood-banks?q=999999&lang=en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('PIN code 999999 is not known. Check it, or type the district or city.');

    const nowhere = await get('/blood-banks?q=Atlantis&lang=en');
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.body).toContain(
      '<p class="alert" role="status">We know of no blood bank in “Atlantis”. Try its PIN code, or another district.</p>',
    );
  });

  it('takes the visitor’s location from its form post, keeps it out of caches, and says when it cannot be read', async () => {
    t.app.services.publicCache.set('page:/SAFE2026:en', 'kept');
    const near = await postLocation({ lat: '12.9755', lng: '77.6068' });
    expect(near.statusCode).toBe(200);
    expect(near.headers['cache-control']).toBe('no-store');
    expect(near.body).toContain('<h2 id="results">Nearest to your location</h2>');
    expect(near.body).toContain('<p class="km">0 km away</p>');
    // A search is no write: the SOS pages' cache stays.
    expect(t.app.services.publicCache.get('page:/SAFE2026:en')).toBe('kept');

    const bad = await postLocation({ lat: '', lng: '' }, '/blood-banks?lang=ta');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(`<p id="locs" class="alert" aria-live="polite">${CATALOGUES.ta.banks.badLocation}</p>`);
  });

  it('keeps a typical result page (twenty banks) under 14 KB gzip in each of the ten languages', async () => {
    const sizes: Record<string, number> = {};
    for (const lang of LANGS) {
      const res = await get(`/blood-banks?q=560001&lang=${lang}`);
      expect(res.body.match(/<li class="card bank">/g), lang).toHaveLength(20);
      sizes[lang] = gzipSync(res.body, { level: 6 }).length;
      expect(sizes[lang], lang).toBeLessThan(14 * 1024);
    }
    console.info(`blood-bank page, 20 banks, gzip bytes: ${JSON.stringify(sizes)}`);
  });
});
