import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app.js';

// Every answer is declared and serialized by its schema (docs/decisions/0025-response-schemas.md).

type Answer = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type Operation = { responses?: Record<string, Answer> };

let t: TestApp;
let admin: string;
let operations: { name: string; responses: Record<string, Answer> }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      responses: op.responses ?? {},
    })),
  );
});
afterAll(async () => t?.close());

const ERROR_REF = '#/components/schemas/ErrorResponse';

describe('the OpenAPI document', () => {
  it('describes every operation’s successful answer with a schema', () => {
    expect(operations.length).toBeGreaterThan(100);
    const undescribed = operations.filter(({ responses }) => {
      const successes = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      // A route with no response declared gets @fastify/swagger's bare "200: Default Response".
      return (
        successes.length === 0 ||
        successes.some(([, answer]) => !Object.values(answer.content ?? {}).some((c) => c.schema))
      );
    });
    expect(undescribed.map((o) => o.name)).toEqual([]);
  });

  it('gives every failure the shared failure shape, and says who may be refused', () => {
    const offShape = operations.flatMap(({ name, responses }) =>
      Object.entries(responses)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(([, answer]) => answer.content?.['application/json']?.schema?.$ref !== ERROR_REF)
        // A page's failure (an unknown tag) is the page, declared as HTML.
        .filter(([, answer]) => !answer.content?.['text/html'])
        // The health checks' 503 add what is down to the shape.
        .filter(([status]) => !(status === '503' && /\/(api\/health|readyz)$/.test(name)))
        .map(([status]) => `${name} ${status}`),
    );
    expect(offShape).toEqual([]);
    const byName = new Map(operations.map((o) => [o.name, o.responses]));
    expect(Object.keys(byName.get('GET /api/user/getUser')!)).toEqual(expect.arrayContaining(['401', '403']));
    expect(Object.keys(byName.get('GET /api/reasons')!)).not.toContain('401');
    expect(Object.keys(byName.get('PUT /api/user/updateCustomer/{id}')!)).toEqual(
      expect.arrayContaining(['400', '404', '409']),
    );
  });

  it('describes files, streams and pages by their content type', () => {
    const contentTypes = (name: string, status = '200') =>
      Object.keys(operations.find((o) => o.name === name)?.responses[status]?.content ?? {});
    expect(contentTypes('GET /api/orders/{id}/invoice.pdf')).toEqual(['application/pdf']);
    expect(contentTypes('GET /api/qrcode/batch/{id}/sheet.pdf')).toEqual(['application/pdf']);
    expect(contentTypes('GET /api/orders.csv')).toEqual(['text/csv']);
    expect(contentTypes('GET /api/notifications/stream')).toEqual(['text/event-stream']);
    expect(contentTypes('GET /api/uploads/{file}')).toEqual(expect.arrayContaining(['image/webp']));
    expect(contentTypes('GET /sos-call/{code}')).toEqual(['text/html']);
    expect(contentTypes('GET /sos-call/{code}', '404')).toEqual(['text/html']);
  });
});

describe('an answer', () => {
  it('carries only the fields its schema names', async () => {
    // The back office sees a reason whole, the notification text (the SMS wording) included…
    const all = (await t.app.inject({ method: 'GET', url: '/api/Reasons', headers: bearer(admin) })).json();
    expect(all.data[0]).toHaveProperty('notificationText');
    // …the public SOS page's list gets the same records, and the schema lets out only four fields
    // (of the translations, only the names: the texts sent to owners stay in).
    const res = await t.app.inject({ method: 'GET', url: '/api/reasons' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown>[] };
    expect(data.length).toBe(all.data.filter((r: { status: string }) => r.status === 'active').length);
    for (const reason of data)
      expect(Object.keys(reason).sort()).toEqual(['_id', 'reasonText', 'reasonTextHi', 'translations']);
    expect(all.data[0].translations.hi).toHaveProperty('notificationText');
    expect(res.body).not.toContain('notificationText');
  });
});
