import {
  ZBloodBankFields,
  ZBloodBankImportResponse,
  ZBloodBankListQuery,
  ZBloodBankListResponse,
  ZBloodBankSavedResponse,
  ZIdParams,
  ZMessageResponse,
  ZNearestBloodBanksQuery,
  ZNearestBloodBanksResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCsv } from '../../platform/csv.js';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import { readForm } from '../../platform/uploads.js';
import type { AppServices } from '../../services.js';
import { registerBloodBankPages } from './blood-banks.pages.js';
import { deleteBloodBank, findBloodBanks, importBloodBanks, updateBloodBank } from './blood-banks.service.js';
import { findNearest } from './nearest.service.js';

const importMessage = (r: { added: number; updated: number; errors: unknown[] }) =>
  `Imported: ${r.added} added, ${r.updated} updated, ${r.errors.length} ${r.errors.length === 1 ? 'row' : 'rows'} refused.`;

/** The blood-bank directory: the back office's list, import, edit and delete; the public nearest search and page. */
export const bloodBankRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['blood-banks'];

  app.get(
    '/api/blood-banks',
    {
      config: { access: { flags: ['viewBloodBanks'] } },
      schema: {
        tags,
        summary: 'Blood banks, by name; search (name, district, city, state, PIN code) and category',
        querystring: ZBloodBankListQuery,
        response: { 200: ZBloodBankListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await findBloodBanks(db, request.query)) }),
  );

  app.post(
    '/api/blood-banks/import',
    {
      config: { access: { flags: ['editBloodBanks'] } },
      schema: {
        tags,
        summary:
          'Import the national blood-bank directory’s CSV (multipart `file`, or JSON `{csv}`): adds and updates by name and PIN code, reports each refused row by line',
        response: { 200: ZBloodBankImportResponse },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const file = form.files[0];
      const csv = file ? decodeCsv(file.data) : typeof form.fields.csv === 'string' ? form.fields.csv : undefined;
      if (csv === null)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `“${file!.filename}” is not a CSV file. Save the sheet as CSV.`);
      if (csv === undefined)
        throw new AppError('VALIDATION_FAILED', 'Choose the CSV file to import.', [
          { path: 'file', message: 'Choose the CSV file to import' },
        ]);
      const data = await importBloodBanks(db, requestCtx(request), csv);
      return { status: 'Success' as const, message: importMessage(data), data };
    },
  );

  app.put(
    '/api/blood-banks/:id',
    {
      config: { access: { flags: ['editBloodBanks'] } },
      schema: {
        tags,
        summary: 'Edit a blood bank; no latitude and longitude places it at its PIN code',
        params: ZIdParams,
        body: ZBloodBankFields,
        response: { 200: ZBloodBankSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Blood bank saved.',
      data: await updateBloodBank(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/blood-banks/:id',
    {
      config: { access: { flags: ['deleteBloodBanks'] } },
      schema: {
        tags,
        summary: 'Remove a blood bank',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await deleteBloodBank(db, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'Blood bank removed.' };
    },
  );

  app.get(
    '/api/blood-banks/nearest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The nearest blood banks to lat/lng, or to a PIN code, district or city (q): within 25 km, else 100 km, else the nearest 10',
        querystring: ZNearestBloodBanksQuery,
        response: { 200: ZNearestBloodBanksResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await findNearest(db, request.query) }),
  );

  await registerBloodBankPages(app, services);
};
