import { describe, expect, it } from 'vitest';
import { oldRouteUses } from './old-route-names.js';

describe('the lint check for deprecated routes in the web app', () => {
  it('finds the typed client, its type helpers and bare paths naming an old route', () => {
    const source = [
      "api.GET('/api/Reasons', { signal })",
      "api.PUT('/api/reason/update/{id}', { params: { path: { id } } })",
      "type A = ApiAnswer<'get', '/api/queries'>;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: web code with a template literal, as the check reads it
      'fetch(`/api/soscall/${code}`)',
      "api.DELETE('/api/reason', { body })",
    ].join('\n');
    expect(oldRouteUses(source).map((u) => [u.line, u.route])).toEqual([
      [1, 'GET /api/Reasons'],
      [2, 'PUT /api/reason/update/:id'],
      [3, 'GET /api/queries'],
      // A bare path has no method: the page view and the call's resolve share its shape.
      [4, 'GET /api/soscall/:qrcodename'],
      [4, 'PUT /api/soscall/:id'],
      [5, 'DELETE /api/reason'],
    ]);
  });

  it('names the clean route to call, with its method where it changed', () => {
    const [use] = oldRouteUses("api.DELETE('/api/category', { body: { _id: id } })");
    expect(use).toEqual({ line: 1, route: 'DELETE /api/category', clean: 'POST /api/categories/bulk-delete' });
  });

  it('judges a path both old and clean by its method alone', () => {
    const source = ["{ key: publicKeys.faqs, url: '/api/faqs' }", "api.DELETE('/api/faqs', { body: { ids } })"];
    expect(oldRouteUses(source.join('\n')).map((u) => [u.line, u.route])).toEqual([[2, 'DELETE /api/faqs']]);
  });

  it('leaves clean routes alone, even where only the case or the method tells them apart', () => {
    const source = [
      "api.GET('/api/reasons')",
      "api.GET('/api/admin/reasons', { signal })",
      "api.PUT('/api/sos-calls/{id}', { params: { path: { id } }, body })",
      "api.GET('/api/faqs', { signal })",
      "api.DELETE('/api/faqs/{id}', { params: { path: { id } } })",
      "api.POST('/api/leads', { body })",
      "api.DELETE('/api/admin/reasons/{id}', { params: { path: { id } } })",
    ].join('\n');
    expect(oldRouteUses(source)).toEqual([]);
  });
});
