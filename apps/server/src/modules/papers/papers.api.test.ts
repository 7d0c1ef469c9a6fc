import { PERMISSION_FLAGS } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp, sendMultipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog, papers } from '../../platform/db/schema.js';
import { paperKey } from '../../platform/papers-config.js';
import {
  addPaper,
  getAs,
  hasGps,
  INSURANCE,
  MINIMAL_PDF,
  ownerWithVehicle,
  photoWithGps,
  storedPaperFiles,
} from './papers-test-kit.js';

let t: TestApp & { uploadDir: string };
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(async () => t?.close());

const photo = async () => ({ field: 'file', name: 'policy.jpg', data: await photoWithGps(), type: 'image/jpeg' });

describe('papers: adding and reading', () => {
  it('keeps an insurance policy with its photo; the photo comes back to its owner as WebP with no EXIF or GPS', async () => {
    const o = await ownerWithVehicle(t);
    const upload = await photo();
    expect(hasGps((await sharp(upload.data).metadata()).exif)).toBe(true);
    const res = await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId }, upload);
    expect(res.statusCode).toBe(201);
    const paper = res.json().data;
    expect(paper).toMatchObject({
      kind: 'insurance',
      vehicleId: o.vehicleId,
      number: 'POL-123456789',
      validUntil: '2027-01-01',
      insurer: 'New India Assurance',
      helpline: '1800-209-1415',
      fileType: 'image/webp',
      renewedBy: null,
    });

    const file = await getAs(t, o.token, `/api/my/papers/${paper._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.exif).toBeUndefined();
    expect(hasGps(meta.exif)).toBe(false);

    const list = await getAs(t, o.token, '/api/my/papers');
    expect(list.json().data.map((p: { _id: string }) => p._id)).toEqual([paper._id]);
  });

  it('stores the file encrypted: the bytes on disk are neither the upload nor the served file, and no public address serves them', async () => {
    const o = await ownerWithVehicle(t);
    const before = new Set((await storedPaperFiles(t.config.dataDir)).map((b) => b.toString('base64')));
    const res = await addPaper(
      t,
      o.token,
      { kind: 'licence', number: 'DL-0420110012345', validUntil: '2030-05-01' },
      {
        field: 'file',
        name: 'licence.pdf',
        data: MINIMAL_PDF,
        type: 'application/pdf',
      },
    );
    expect(res.statusCode).toBe(201);
    const stored = (await storedPaperFiles(t.config.dataDir)).filter((b) => !before.has(b.toString('base64')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.equals(MINIMAL_PDF)).toBe(false);
    expect(stored[0]!.includes(Buffer.from('%PDF'))).toBe(false);
    const served = await getAs(t, o.token, `/api/my/papers/${res.json().data._id}/file`);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    const [row] = await t.database.db.select().from(papers).where(eq(papers.id, res.json().data._id));
    expect(row!.fileKeyId).toBe(t.config.papers.key.id);
    for (const prefix of ['/uploads', '/api/uploads', '/api/fetchmedia'])
      expect((await getAs(t, null, `${prefix}/${row!.fileName}`)).statusCode).toBe(404);
  });

  it('refuses a file that is neither a photo nor a PDF, by its content, and keeps nothing of it', async () => {
    const o = await ownerWithVehicle(t);
    const count = (await storedPaperFiles(t.config.dataDir)).length;
    const res = await addPaper(
      t,
      o.token,
      { kind: 'puc', vehicleId: o.vehicleId, validUntil: '2026-12-01' },
      {
        field: 'file',
        name: 'puc.jpg',
        data: Buffer.from('MZ this is an executable pretending to be a JPEG'),
        type: 'image/jpeg',
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/neither a photo nor a PDF/);
    expect(await storedPaperFiles(t.config.dataDir)).toHaveLength(count);
    expect((await getAs(t, o.token, '/api/my/papers')).json().data).toEqual([]);
  });

  it('asks for a vehicle of the person for a vehicle paper, and none for a licence', async () => {
    const o = await ownerWithVehicle(t);
    const other = await ownerWithVehicle(t);
    const noVehicle = await addPaper(t, o.token, { kind: 'puc', validUntil: '2026-12-01' });
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().errors).toEqual([{ path: 'vehicleId', message: 'Choose the vehicle this paper is for' }]);
    const theirs = await addPaper(t, o.token, { kind: 'puc', vehicleId: other.vehicleId });
    expect(theirs.json().errors).toEqual([{ path: 'vehicleId', message: 'Choose one of your vehicles' }]);
    const licence = await addPaper(t, o.token, { kind: 'licence', vehicleId: o.vehicleId });
    expect(licence.statusCode).toBe(400);
  });

  it('a new file replaces the old one on edit, and the old encrypted file is deleted', async () => {
    const o = await ownerWithVehicle(t);
    const added = await addPaper(
      t,
      o.token,
      { kind: 'puc', vehicleId: o.vehicleId, validUntil: '2026-12-01' },
      await photo(),
    );
    const id = added.json().data._id;
    const [first] = await t.database.db.select().from(papers).where(eq(papers.id, id));
    const edited = await sendMultipart(t.app, {
      method: 'PUT',
      url: `/api/my/papers/${id}`,
      token: o.token,
      fields: { kind: 'puc', vehicleId: o.vehicleId, validUntil: '2027-06-01', number: 'PUC-9' },
      files: [{ field: 'file', name: 'puc.pdf', data: MINIMAL_PDF, type: 'application/pdf' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      validUntil: '2027-06-01',
      number: 'PUC-9',
      fileType: 'application/pdf',
    });
    expect(await t.database.db.select().from(papers).where(eq(papers.fileName, first!.fileName!))).toEqual([]);
    const gone = await paperFilesOf(first!.fileName!);
    expect(gone).toBe(false);
  });
});

async function paperFilesOf(name: string): Promise<boolean> {
  const { paperFiles } = await import('./paper-files.js');
  return paperFiles(t.config).store.exists(name);
}

describe('papers: who may see what', () => {
  it('the owner only; another customer and an admin with every flag find nothing; signed out is refused', async () => {
    const o = await ownerWithVehicle(t);
    const id = (await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId }, await photo())).json().data._id;
    const stranger = await signedInCustomer(t);
    const admin = await adminWith(t, [...PERMISSION_FLAGS]);
    for (const url of [`/api/my/papers/${id}`, `/api/my/papers/${id}/file`, `/api/my/papers/${id}/shares`]) {
      expect((await getAs(t, o.token, url)).statusCode, url).toBe(200);
      for (const who of [stranger.token, admin.token]) {
        const res = await getAs(t, who, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That paper was not found.' });
      }
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
    }
    for (const who of [stranger.token, admin.token]) {
      expect((await getAs(t, who, '/api/my/papers')).json().data).toEqual([]);
      const edit = await sendMultipart(t.app, {
        method: 'PUT',
        url: `/api/my/papers/${id}`,
        token: who,
        fields: { kind: 'insurance', vehicleId: o.vehicleId },
      });
      expect(edit.statusCode).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/my/papers/${id}`,
        headers: { authorization: `Bearer ${who}` },
      });
      expect(del.statusCode).toBe(404);
      const share = await t.app.inject({
        method: 'POST',
        url: `/api/my/papers/${id}/shares`,
        headers: { authorization: `Bearer ${who}` },
        payload: { minutes: 60 },
      });
      expect(share.statusCode).toBe(404);
    }
  });

  it('the back office sees that a paper exists and its expiry, never its number or file', async () => {
    const o = await ownerWithVehicle(t);
    await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId }, await photo());
    const admin = await adminWith(t, [...PERMISSION_FLAGS]);
    const res = await getAs(t, admin.token, `/api/users/${o.user.id}/papers`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ kind: 'insurance', validUntil: '2027-01-01', hasFile: true, renewed: false }),
    ]);
    expect(res.body).not.toContain('POL-123456789');
    expect(res.body).not.toContain('fileName');
    // Nor does the audit log, which admins read.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'paper'));
    expect(JSON.stringify(audit)).not.toContain('POL-123456789');

    const noFlag = await adminWith(t, ['viewOrder']);
    expect((await getAs(t, noFlag.token, `/api/users/${o.user.id}/papers`)).statusCode).toBe(403);
    expect((await getAs(t, o.token, `/api/users/${o.user.id}/papers`)).statusCode).toBe(403);
    expect((await getAs(t, null, `/api/users/${o.user.id}/papers`)).statusCode).toBe(401);
  });
});

describe('papers: keys', () => {
  it('a file written under an old key opens after rotation; with a wrong key it fails clearly instead of serving garbage', async () => {
    const o = await ownerWithVehicle(t);
    const id = (await addPaper(t, o.token, { kind: 'licence', number: 'X' }, await photo())).json().data._id;
    const original = (await getAs(t, o.token, `/api/my/papers/${id}/file`)).rawPayload;
    const newKey = paperKey(Buffer.alloc(32, 9).toString('base64'));

    const rotated = await createTestApp({
      config: {
        dataDir: t.config.dataDir,
        papers: { ...t.config.papers, key: newKey, oldKeys: [t.config.papers.key] },
      },
    });
    const wrong = await createTestApp({
      config: { dataDir: t.config.dataDir, papers: { ...t.config.papers, key: newKey, oldKeys: [] } },
    });
    try {
      // The other apps have databases of their own: copy the paper's row, as a restart on new settings would see it.
      const [row] = await t.database.db.select().from(papers).where(eq(papers.id, id));
      for (const app of [rotated, wrong]) {
        const owner = await signedInCustomer(app);
        await app.database.db.insert(papers).values({ ...row!, userId: owner.user.id, vehicleId: null });
        const res = await getAs(app, owner.token, `/api/my/papers/${id}/file`);
        if (app === rotated) {
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(original)).toBe(true);
        } else {
          expect(res.statusCode).toBe(500);
          expect(res.headers['content-type']).toMatch(/json/);
        }
      }
    } finally {
      await rotated.close();
      await wrong.close();
    }
  });
});
