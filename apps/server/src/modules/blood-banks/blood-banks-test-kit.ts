import { sendMultipart } from '../../../test/multipart.js';
import type { TestApp } from '../../../test/test-app.js';
import { csvRow } from '../../platform/csv.js';

/** The national directory's headings, as its CSV export has them (a subset, in its order). */
export const DIRECTORY_HEADER = [
  'Sr No',
  'Blood Bank Name',
  'State',
  'District',
  'City',
  'Address',
  'Pincode',
  'Contact No',
  'Email',
  'Category',
  'Service Time',
  'Latitude',
  'Longitude',
];

export interface BankRow {
  name: string;
  state?: string;
  district?: string;
  city?: string;
  address?: string;
  pincode?: string;
  phone?: string;
  email?: string;
  category?: string;
  hours?: string;
  lat?: number | string;
  lng?: number | string;
}

/** A directory row; a Bengaluru bank unless told otherwise. */
export function directoryRow(b: BankRow, n = 1): string {
  return csvRow([
    n,
    b.name,
    b.state ?? 'Karnataka',
    b.district ?? 'Bengaluru Urban',
    b.city ?? 'Bengaluru',
    b.address ?? '1 Hospital Road',
    b.pincode ?? '560001',
    b.phone ?? '080-2222 3333',
    b.email ?? '',
    b.category ?? 'Govt.',
    b.hours ?? '24X7',
    b.lat ?? '',
    b.lng ?? '',
  ]);
}

/** A whole file: the directory's heading line, then these rows. */
export const directoryCsv = (rows: BankRow[]) =>
  csvRow(DIRECTORY_HEADER) + rows.map((r, i) => directoryRow(r, i + 1)).join('');

/** Uploads a CSV through the back office's import (multipart, as the screen sends it). */
export function importCsv(t: TestApp, token: string, csv: string | Buffer, filename = 'blood-banks.csv') {
  return sendMultipart(t.app, {
    method: 'POST',
    url: '/api/blood-banks/import',
    token,
    fields: {},
    files: [{ field: 'file', name: filename, data: Buffer.from(csv), type: 'text/csv' }],
  });
}
