import { readFileSync } from 'node:fs';
import type { TBloodBank, TBloodBankImportReport } from '@safesathi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { csvRow } from '../../platform/csv.js';
import { auditLog } from '../../platform/db/schema.js';
import { DEMO_BLOOD_BANKS_CSV } from './blood-banks.seed.js';
import { DIRECTORY_HEADER, directoryCsv, directoryRow, importCsv } from './blood-banks-test-kit.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const list = async (query = '', token = admin) =>
  (await t.app.inject({ method: 'GET', url: `/api/blood-banks?limit=100${query}`, headers: bearer(token) })).json() as {
    data: TBloodBank[];
    total: number;
  };
const report = (res: { json(): unknown }) => (res.json() as { data: TBloodBankImportReport }).data;

describe('importing the blood-bank directory', () => {
  it('keeps every valid row and reports each bad row by its line in the file and the reason', async () => {
    const csv =
      csvRow(DIRECTORY_HEADER) +
      directoryRow({ name: 'Lakeside Govt Blood Bank', lat: 12.9716, lng: 77.5946 }, 1) + // line 2
      // A quoted address over two lines: the next record starts on line 5.
      directoryRow(
        { name: 'Hillview Charitable Blood Centre', category: 'Charitable/Vol', address: 'Ward 4\nHill Road' },
        2,
      ) +
      directoryRow({ name: 'Short Pin Blood Bank', pincode: '56001' }, 3) + // line 5
      directoryRow({ name: 'Odd Category Blood Bank', category: 'Hospital' }, 4) + // line 6
      directoryRow({ name: '' }, 5) + // line 7
      directoryRow({ name: 'Nowhere Blood Bank', pincode: '999999' }, 6) + // line 8
      directoryRow({ name: 'LAKESIDE GOVT   BLOOD BANK', lat: 12.9716, lng: 77.5946 }, 7) + // line 9: line 2 again
      directoryRow({ name: 'Far Away Blood Bank', lat: 48.86, lng: 2.35 }, 8) + // line 10: Paris
      directoryRow(
        { name: 'Private Eye Hospital Blood Bank', category: 'Private', hours: '9 AM - 5 PM', pincode: '560 029' },
        9,
      );
    const res = await importCsv(t, admin, csv);
    expect(res.statusCode).toBe(200);
    expect(report(res)).toEqual({
      rows: 9,
      added: 3,
      updated: 0,
      unchanged: 0,
      placedByPin: 2,
      errors: [
        { line: 5, reason: 'A PIN code has 6 digits and does not start with 0' },
        { line: 6, reason: 'The category “Hospital” is not government, private or charitable' },
        { line: 7, reason: 'Enter the name' },
        {
          line: 8,
          reason: 'No latitude and longitude, and PIN code 999999 is not in the PIN-code list: add them',
        },
        { line: 9, reason: 'Same name and PIN code as line 2' },
        {
          line: 10,
          reason:
            'The latitude must be between 6 and 38 (in India); The longitude must be between 68 and 98 (in India)',
        },
      ],
    });

    const banks = (await list()).data;
    expect(banks.map((b) => b.name)).toEqual([
      'Hillview Charitable Blood Centre',
      'Lakeside Govt Blood Bank',
      'Private Eye Hospital Blood Bank',
    ]);
    const [hillview, lakeside, eye] = banks;
    expect(hillview).toMatchObject({
      category: 'charitable',
      open24h: true,
      locatedFrom: 'pin',
      address: 'Ward 4 Hill Road',
    });
    expect(lakeside).toMatchObject({
      category: 'government',
      latitude: 12.9716,
      longitude: 77.5946,
      locatedFrom: 'given',
    });
    expect(eye).toMatchObject({ category: 'private', open24h: false, pincode: '560029', locatedFrom: 'pin' });
    expect(eye!.mapUrl).toMatch(/^https:\/\/maps\.google\.com\/\?q=12\.9/);
  });

  it('changes nothing when the same file comes again, and updates a changed bank in place', async () => {
    const rows = [
      { name: 'Twice Imported Blood Bank', pincode: '560066', lat: 12.9698, lng: 77.75 },
      { name: 'Also Twice Blood Centre', pincode: '560066', lat: 12.97, lng: 77.751 },
    ];
    expect(report(await importCsv(t, admin, directoryCsv(rows)))).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    const before = (await list('&search=twice')).data;

    const again = await importCsv(t, admin, directoryCsv(rows));
    expect(again.json()).toMatchObject({ message: 'Imported: 0 added, 0 updated, 0 rows refused.' });
    expect(report(again)).toMatchObject({ rows: 2, added: 0, updated: 0, unchanged: 2, errors: [] });
    expect((await list('&search=twice')).data).toEqual(before);

    // The directory's next edition: the same bank (its name in other capitals), a new number.
    const changed = [{ ...rows[0]!, name: 'TWICE IMPORTED BLOOD BANK', phone: '080-4444 5555' }, rows[1]!];
    expect(report(await importCsv(t, admin, directoryCsv(changed)))).toMatchObject({
      added: 0,
      updated: 1,
      unchanged: 1,
    });
    const after = (await list('&search=twice')).data;
    expect(after).toHaveLength(2);
    const bank = after.find((b) => b._id === before.find((x) => x.name === rows[0]!.name)!._id)!;
    expect(bank).toMatchObject({ name: 'TWICE IMPORTED BLOOD BANK', phone: '080-4444 5555' });

    // Audited in the import's transaction: created once, updated once, nothing for the unchanged.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bloodBank'), eq(auditLog.entityId, bank._id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ phone: '080-2222 3333' });
    expect(audit[1]!.after).toMatchObject({ phone: '080-4444 5555' });
  });

  it('imports the shipped demo file whole: thirty banks, each marked DEMO', async () => {
    const res = await importCsv(t, admin, readFileSync(DEMO_BLOOD_BANKS_CSV));
    expect(report(res)).toMatchObject({ rows: 30, added: 30, errors: [] });
    const demo = await list('&search=demo');
    expect(demo.total).toBe(30);
    expect(demo.data.every((b) => b.name.startsWith('DEMO '))).toBe(true);
  });

  it('refuses a file that is not CSV, one without the needed columns (naming them), and no file', async () => {
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    const notCsv = await importCsv(t, admin, xlsx, 'banks.xlsx');
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json().message).toBe('“banks.xlsx” is not a CSV file. Save the sheet as CSV.');

    const noColumns = await importCsv(t, admin, 'Blood Bank Name,State,City\nX,Y,Z\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe(
      'The first line must name the columns; this file has none for: district, address, PIN code, category.',
    );

    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/blood-banks/import',
      headers: bearer(admin),
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual([{ path: 'file', message: 'Choose the CSV file to import' }]);
  });
});

describe('who may see and change the directory', () => {
  it('refuses a customer, and an admin without the flag, each action by its own flag', async () => {
    const csv = directoryCsv([{ name: 'Permission Test Blood Bank' }]);
    const customer = await signedInCustomer(t);
    expect((await importCsv(t, customer.token, csv)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blood-banks', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/blood-banks' })).statusCode).toBe(401);

    const viewer = await adminWith(t, ['viewBloodBanks', 'viewCustomer']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blood-banks', headers: bearer(viewer.token) })).statusCode,
    ).toBe(200);
    const refused = await importCsv(t, viewer.token, csv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const other = await adminWith(t, ['viewCustomer']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blood-banks', headers: bearer(other.token) })).statusCode,
    ).toBe(403);

    const editor = await adminWith(t, ['editBloodBanks']);
    expect(report(await importCsv(t, editor.token, csv))).toMatchObject({ added: 1 });
    const [bank] = (await list('&search=permission test')).data;
    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/blood-banks/${bank!._id}`, headers: bearer(token) });
    expect((await del(editor.token)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(200);
  });
});

describe('editing and removing a bank', () => {
  it('saves an edit (no coordinates: placed at its PIN code), removes the bank, and audits both', async () => {
    await importCsv(
      t,
      admin,
      directoryCsv([{ name: 'Editable Blood Bank', lat: 12.95, lng: 77.6 }, { name: 'Taken Name Blood Bank' }]),
    );
    const bank = (await list('&search=editable')).data[0]!;
    const edit = (body: Record<string, unknown>, id = bank._id) =>
      t.app.inject({ method: 'PUT', url: `/api/blood-banks/${id}`, headers: bearer(admin), payload: body });
    const fields = {
      name: 'Editable Blood Bank',
      state: 'Maharashtra',
      district: 'Pune',
      city: 'Pune',
      address: 'Camp',
      pincode: '411001',
      phone: '020-2612 0000',
      email: 'bank@example.in',
      category: 'charitable',
      open24h: false,
      latitude: null,
      longitude: null,
    };
    const saved = await edit(fields);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ district: 'Pune', locatedFrom: 'pin', open24h: false });
    expect(saved.json().data.latitude).toBeCloseTo(18.53, 1);

    const wrong = await edit({ ...fields, pincode: '41100', email: 'not-mail', latitude: 18.5 });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'longitude', 'pincode']);

    const taken = await edit({ ...fields, name: 'taken name blood bank', pincode: '560001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: 'Another blood bank has this name and PIN code' }]);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/blood-banks/${bank._id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    expect((await list('&search=editable')).total).toBe(0);
    const missing = await edit(fields);
    expect(missing.statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, bank._id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
