/*
 * The owner's app's pushes (issue 25, docs/decisions/0065-installable-account.md): loaded by the
 * Workbox service worker (vite.config.ts, `importScripts`). An alert's push (AlertPushPayload,
 * apps/server/src/platform/push/push.ts) is shown as a notification whose actions answer the alert
 * through the recipient's single-purpose answer link, without opening the app; a tap on the
 * notification itself opens the answer page. The device's receipt is reported so no text follows.
 */

const DEFAULT_ACTIONS = { coming: "I'm coming", seen: "I've seen it" };
const ANSWERED = {
  coming: { title: 'Your answer was sent', body: 'They know you are coming.' },
  seen: { title: 'Your answer was sent', body: 'They know you have seen the alert.' },
};

/** The payload's own action titles (its language), as { coming, seen } or [{ action, title }]. */
function actionTitles(actions) {
  const titles = { ...DEFAULT_ACTIONS };
  const pairs = Array.isArray(actions)
    ? actions.map((a) => [a?.action, a?.title])
    : Object.entries(actions && typeof actions === 'object' ? actions : {});
  for (const [action, title] of pairs)
    if (action in DEFAULT_ACTIONS && typeof title === 'string' && title.trim()) titles[action] = title;
  return titles;
}

function readAlert(data) {
  try {
    const alert = data ? data.json() : null;
    return alert && typeof alert.token === 'string' && alert.token ? alert : null;
  } catch {
    return null;
  }
}

const post = (path, body) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });

/** A push that is not an alert (a paper's reminder): its words, and one of our pages to open. */
function readNotice(data) {
  try {
    const notice = data ? data.json() : null;
    return notice && notice.kind === 'notice' && typeof notice.body === 'string' ? notice : null;
  } catch {
    return null;
  }
}

const ownPage = (url) => {
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin ? u.pathname + u.search : '/account';
  } catch {
    return '/account';
  }
};

async function showAlert(data) {
  const notice = readNotice(data);
  if (notice) {
    await self.registration.showNotification(notice.title || 'SafeSathi', {
      body: notice.body,
      tag: notice.tag,
      data: { url: ownPage(notice.url) },
    });
    return;
  }
  const alert = readAlert(data);
  if (!alert) {
    // Every push must show something (userVisibleOnly): one this worker cannot read opens the account.
    await self.registration.showNotification('SafeSathi', {
      body: 'You have a new alert. Open the app to see it.',
      data: { url: '/account' },
    });
    return;
  }
  const titles = actionTitles(alert.actions);
  const tag = alert.tag || `alert-${alert.token}`;
  await self.registration.showNotification(alert.title || 'SafeSathi alert', {
    body: alert.body || '',
    tag,
    renotify: true,
    requireInteraction: Boolean(alert.urgent),
    data: { token: alert.token, url: alert.url || `/r/${alert.token}`, tag },
    actions: [
      { action: 'coming', title: titles.coming },
      { action: 'seen', title: titles.seen },
    ],
  });
  // The device has it: the server then sends no text (until that route exists, a failure is nothing).
  await post(`/api/answer/${encodeURIComponent(alert.token)}/received`, {}).catch(() => undefined);
}

async function answer(data, kind) {
  const replied = await post(`/api/answer/${encodeURIComponent(data.token)}`, { kind })
    .then((res) => res.ok)
    .catch(() => false);
  const said = replied
    ? ANSWERED[kind]
    : { title: 'Your answer was not sent', body: 'Tap to open the alert and answer there.' };
  // In the alert's place: one notification for it on the screen, saying what became of the answer.
  await self.registration.showNotification(said.title, {
    body: said.body,
    tag: data.tag,
    data: { url: data.url, answered: replied ? kind : null },
  });
}

async function openPage(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === target);
  if (open) return open.focus();
  return self.clients.openWindow(target);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showAlert(event.data));
});

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  if ((event.action === 'coming' || event.action === 'seen') && data.token) {
    event.waitUntil(answer(data, event.action));
    return;
  }
  event.waitUntil(openPage(data.url || '/account'));
});
