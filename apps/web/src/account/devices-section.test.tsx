import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { DevicesSection } from './devices-section';

// The browser's push machinery (happy-dom has none): a permission prompt, the owner app's worker and its push manager.
const PUBLIC_KEY = 'BOr2lYfTRWjgf1Fb3OyBtLmwD0Eg8o9oXs6z9jXrkZ9AVWmRDZ2lvX1Dq1S5N2oQ5yW3zJ6nYc2Qz1v7k4gH0eE';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

function browserWithPush(permission: NotificationPermission = 'granted') {
  let subscribed: { toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscribed = { toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn(async () => true) };
    return subscribed;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => subscribed },
  };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const device = (fields: Record<string, unknown> = {}) => ({
  _id: '0c1d2e3f-0000-4000-8000-0000000000d1',
  label: 'Chrome on Android',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSuccessAt: null,
  ...fields,
});
const keyAnswer = { body: { status: 'Success', enabled: true, publicKey: PUBLIC_KEY } };
const list = (data: unknown[]) => ({ body: { status: 'Success', data } });

const render = () =>
  renderWithApp(
    <ModalsProvider>
      <DevicesSection />
    </ModalsProvider>,
  );

describe('DevicesSection (alerts on this device, and the devices that get them)', () => {
  it('switching on asks to notify, subscribes with the server key and saves this device, then lists it as this one', async () => {
    const browser = browserWithPush();
    let devices: unknown[] = [];
    const server = fakeServer({
      'GET /api/push/public-key': keyAnswer,
      'GET /api/my/devices': () => list(devices),
      'POST /api/my/devices': () => {
        devices = [device()];
        return {
          status: 201,
          body: { status: 'Success', message: 'Alerts will come to this device.', data: device() },
        };
      },
    });
    const { user } = render();

    expect(await screen.findByText('No devices get alerts yet.')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /^Alerts on this device/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('Alerts will now come to this device as notifications.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalled();
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    const post = server.sent.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ ...SUBSCRIPTION, label: expect.any(String) });

    const mine = await screen.findByRole('list', { name: 'My devices' });
    await waitFor(() => expect(within(mine).getByText('This device')).toBeInTheDocument());
    expect(within(mine).getByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Alerts on this device/ })).toBeChecked();
  });

  it('says how to allow notifications when the browser refuses, and saves nothing', async () => {
    const browser = browserWithPush('denied');
    const server = fakeServer({ 'GET /api/push/public-key': keyAnswer, 'GET /api/my/devices': list([]) });
    const { user } = render();

    await user.click(await screen.findByRole('switch', { name: /^Alerts on this device/ }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('switch', { name: /^Alerts on this device/ })).not.toBeChecked();
  });

  it('removes a device only after asking', async () => {
    browserWithPush();
    let devices = [device(), device({ _id: '0c1d2e3f-0000-4000-8000-0000000000d2', label: 'Firefox on Windows' })];
    const server = fakeServer({
      'GET /api/push/public-key': keyAnswer,
      'GET /api/my/devices': () => list(devices),
      'DELETE /api/my/devices/0c1d2e3f-0000-4000-8000-0000000000d2': () => {
        devices = devices.slice(0, 1);
        return { body: { status: 'Success', message: 'That device no longer gets alerts.' } };
      },
    });
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Remove Firefox on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop alerts on this device?' });
    expect(server.sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Firefox on Windows no longer gets alerts.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Firefox on Windows' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Chrome on Android' })).toBeInTheDocument();
  });

  it('says push is not available when the server sends none, and asks for no devices', async () => {
    browserWithPush();
    const server = fakeServer({ 'GET /api/push/public-key': { body: { status: 'Success', enabled: false } } });
    render();

    expect(await screen.findByText(/not available here yet/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(server.sent.map((r) => r.path)).toEqual(['/api/push/public-key']);
  });

  it('a browser without push gets no switch, but the list of devices with their removal', async () => {
    fakeServer({ 'GET /api/push/public-key': keyAnswer, 'GET /api/my/devices': list([device()]) });
    render();

    expect(await screen.findByText(/This browser cannot show alerts as notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Chrome on Android' })).toBeInTheDocument();
  });

  it('shows why the devices could not be loaded, with a retry', async () => {
    browserWithPush();
    fakeServer({
      'GET /api/push/public-key': keyAnswer,
      'GET /api/my/devices': {
        status: 500,
        body: { status: 'Error', success: false, code: 'INTERNAL', message: 'Boom.' },
      },
    });
    render();

    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
