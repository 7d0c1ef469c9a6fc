/** What the papers' tests share: an owner with a vehicle, a paper added through the API, a photo with GPS in its EXIF. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type FilePart, sendMultipart } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { insertVehicle, signedInCustomer } from '../../../test/user-fixtures.js';

/** A JPEG taken "at" New Delhi: its EXIF has a GPS block. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 5000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 0/1',
      },
    })
    .toBuffer();
}

/** True when EXIF data holds a GPS block (the GPSInfo tag, 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function ownerWithVehicle(t: TestApp, name?: string) {
  const { user, token } = await signedInCustomer(t, name);
  const vehicle = await insertVehicle(t.database.db, user.id);
  return { user, token, vehicleId: vehicle.id as string };
}

export const INSURANCE = {
  kind: 'insurance',
  number: 'POL-123456789',
  issuer: 'New India Assurance',
  validFrom: '2026-01-01',
  validUntil: '2027-01-01',
  insurer: 'New India Assurance',
  helpline: '1800-209-1415',
};

export async function addPaper(t: TestApp, token: string, fields: Record<string, string | undefined>, file?: FilePart) {
  return sendMultipart(t.app, { method: 'POST', url: '/api/my/papers', token, fields, files: file ? [file] : [] });
}

export const getAs = (t: TestApp, token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Every stored paper file's bytes, from the test app's DATA_DIR/papers. */
export async function storedPaperFiles(dataDir: string): Promise<Buffer[]> {
  const dir = join(dataDir, 'papers');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((n) => n.endsWith('.bin')).map((n) => readFile(join(dir, n))));
}
