import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { nextIp, nextSite, requestBody } from './blood-test-kit.js';

describe("a blood request's live page", () => {
  it('takes no turn of the requests served at once while the family keeps it open', async () => {
    // Two requests at a time: open request pages must not leave every other request waiting, then refused.
    const busy = await createTestApp({ config: { admission: { maxConcurrent: 2, maxWaitMs: 300 } } });
    const open: Response[] = [];
    try {
      const url = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const requester = await signedInCustomer(busy, 'Ravi Rao');
      const made = await busy.app.inject({
        method: 'POST',
        url: '/api/blood/requests',
        headers: { authorization: `Bearer ${requester.token}` },
        payload: requestBody(nextSite().hospital),
        remoteAddress: nextIp(),
      });
      expect(made.statusCode).toBe(201);
      const token = (made.json().data.viewUrl as string).split('/blood/')[1]!;
      for (let i = 0; i < 3; i++) open.push(await fetch(`${url}/blood/${token}/events?lang=en`));
      expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
      const mine = await fetch(`${url}/api/my/blood-requests`, {
        headers: { authorization: `Bearer ${requester.token}` },
      });
      expect(mine.status).toBe(200);
    } finally {
      for (const r of open) await r.body?.cancel();
      await busy.close();
    }
  });
});
