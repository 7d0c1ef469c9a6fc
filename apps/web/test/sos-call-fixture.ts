// An SOS call as the server lists it, for the web's component tests: an owner with the app and two
// emergency contacts, each with the messages of the channel ladder (ADR 0067).
import type { TSosCall, TSosNotification } from '@safesathi/contract';

let ids = 0;
export const message = (over: Partial<TSosNotification>): TSosNotification => ({
  _id: `m${++ids}`,
  channel: 'sms',
  recipientRole: 'contact',
  recipientName: null,
  phone: '9000000003',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-24T10:00:01.000Z',
  delivery: null,
  deliveredAt: null,
  held: false,
  nextAttemptAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

const owner = { recipientRole: 'owner' as const, recipientName: 'Aarav Sharma', phone: '9000000001' };
const priya = { recipientName: 'Priya', phone: '9000000002' };
const ravi = { recipientName: 'Ravi', phone: '9000000004' };

/** Owner: push shown, SMS not needed. Priya: push ignored, SMS sent. Ravi: WhatsApp delivered. */
export const ladderMessages = (): TSosNotification[] => [
  message({ ...owner, channel: 'push', delivery: 'delivered', deliveredAt: '2026-11-24T10:00:03.000Z' }),
  message({ ...owner, status: 'cancelled', held: true, attempts: 0, sentAt: null }),
  message({ ...priya, channel: 'push' }),
  message({ ...priya, held: true, sentAt: '2026-11-24T10:00:31.000Z' }),
  message({ ...ravi, channel: 'whatsapp', delivery: 'delivered', deliveredAt: '2026-11-24T10:00:05.000Z' }),
];

export const sosCall = (over: Partial<TSosCall> = {}): TSosCall => ({
  _id: '0c1d2e3f-0000-4000-8000-00000000000b',
  status: 'open',
  reason: { _id: null, reasonText: 'Car blocking the way' },
  vehicle: { _id: null, registrationNumber: 'KA01AB1234' },
  owner: { _id: 'u1', name: 'Aarav Sharma', phone: '9000000001' },
  creatorName: 'Kiran',
  creatorNumber: '9000000009',
  location: null,
  landmark: null,
  severity: 'normal',
  answer: null,
  events: [],
  note: null,
  resolvedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  notifications: ladderMessages(),
  answerableUntil: null,
  ...over,
});
