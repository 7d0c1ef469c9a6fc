// Rendering a component as the app does (Mantine with the app's theme, a fresh TanStack Query client,
// a router) and a fake of our own server for the HTTP calls it makes (apps/web/src/lib/api.ts uses fetch).

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {} from '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../src/app/theme';

export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // No retries and no cache between tests: each test sees exactly the answers it set up.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, client };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** Its headers, names in lower case (not enumerable: a test comparing whole requests ignores them). */
  readonly headers?: Record<string, string>;
}

/** An answer's status, body and extra headers (`Retry-After` on a 429). */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Answer = Reply | Promise<Reply>;

/**
 * Stands in for the server: `routes` maps "METHOD /path" (no query string) to an answer, or to a
 * function of the request. Every request is recorded in `sent`; one with no route fails the test.
 */
export function fakeServer(routes: Record<string, Answer | ((req: SentRequest) => Answer)>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const req: SentRequest = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    Object.defineProperty(req, 'headers', {
      enumerable: false,
      value: Object.fromEntries(
        [...new Headers(input instanceof Request ? input.headers : init.headers)].map(([k, v]) => [k.toLowerCase(), v]),
      ),
    });
    sent.push(req);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`fakeServer: no answer for ${method} ${url.pathname}`);
    const answer = await (typeof route === 'function' ? route(req) : route);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetch: fetchMock };
}
