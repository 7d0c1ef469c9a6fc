import type { TSosNotification } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { deliverySummary, recipients } from './delivery';

// Each text its own person unless a test gives two the same role and phone.
let phones = 9100000000;
const text = (over: Partial<TSosNotification>): TSosNotification => ({
  _id: Math.random().toString(36),
  channel: 'sms',
  recipientRole: 'contact',
  recipientName: 'Priya',
  phone: String(phones++),
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-24T10:00:00.000Z',
  delivery: null,
  deliveredAt: null,
  held: false,
  nextAttemptAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('deliverySummary', () => {
  it('names everyone a text could not reach, with their role', () => {
    const s = deliverySummary([
      text({ recipientRole: 'owner', recipientName: 'Aarav Sharma', status: 'failed' }),
      text({ status: 'sent' }),
      text({ recipientName: null, phone: '9000000004', status: 'failed' }),
    ]);
    expect(s.kind).toBe('failed');
    expect(s.undelivered).toEqual(['Aarav Sharma (owner)', '+91 90000 00004 (emergency contact)']);
    expect(s.text).toContain('Not delivered to Aarav Sharma (owner), +91 90000 00004 (emergency contact)');
  });

  it('says texts are on their way while any is queued or being sent', () => {
    expect(deliverySummary([text({ status: 'sent' }), text({ status: 'queued' })]).kind).toBe('pending');
  });

  it('says sent, not delivered, until the phones’ receipts come', () => {
    expect(deliverySummary([text({}), text({})]).text).toBe('Texts sent to 2 people.');
    expect(deliverySummary([text({})]).text).toBe('Texts sent to 1 person.');
    const onPhone = { delivery: 'delivered' as const, deliveredAt: '2026-11-24T10:00:04.000Z' };
    expect(deliverySummary([text(onPhone), text({})]).text).toBe('Texts sent to 2 people; 1 reached a phone.');
    expect(deliverySummary([text(onPhone), text({ ...onPhone, delivery: 'read' })]).text).toBe(
      'Texts reached the phones of 2 people.',
    );
  });

  it('names a recipient whose phone the network could not reach, by the gateway’s receipt', () => {
    const s = deliverySummary([
      text({ recipientRole: 'owner', recipientName: 'Aarav' }),
      text({ delivery: 'undelivered' }),
    ]);
    expect(s.kind).toBe('failed');
    expect(s.undelivered).toEqual(['Priya (emergency contact)']);
  });

  it('does not call an alert counted in a summary text a failure', () => {
    const s = deliverySummary([], true);
    expect(s.kind).toBe('none');
    expect(s.text).toContain('summary text sent to you');
  });

  it('tells when held emergency contacts will be told, and that they were not needed once answered', () => {
    const held = deliverySummary([
      text({ recipientRole: 'owner' }),
      text({ status: 'queued', held: true, attempts: 0, sentAt: null, nextAttemptAt: '2026-11-24T10:05:00.000Z' }),
    ]);
    expect(held.kind).toBe('delivered');
    expect(held.text).toBe('Texts sent to 1 person. Emergency contacts are told at 15:35 if nobody answers before.');
    const answered = deliverySummary([
      text({ recipientRole: 'owner' }),
      text({ status: 'cancelled', held: true, attempts: 0, sentAt: null }),
    ]);
    expect(answered.text).toBe('Texts sent to 1 person. Emergency contacts were not needed: the alert was answered.');
  });

  describe('with the app (a push and a text per person)', () => {
    const owner = { recipientRole: 'owner' as const, recipientName: 'Aarav', phone: '9000000001' };
    const shown = { delivery: 'delivered' as const, deliveredAt: '2026-11-24T10:00:02.000Z' };
    const waiting = { status: 'queued' as const, held: true, attempts: 0, sentAt: null };

    it('counts a person with a shown push and a cancelled text once, as reached through the app', () => {
      const s = deliverySummary([
        text({ ...owner, channel: 'push', ...shown }),
        text({ ...owner, ...waiting, status: 'cancelled' }),
        text({}),
        text({ phone: '9000000004', recipientName: 'Ravi' }),
      ]);
      expect(s.kind).toBe('delivered');
      expect(s.text).toBe('Reached the phone of 1 person through the app; texts sent to 2 people.');
      expect(
        recipients([
          text({ ...owner, channel: 'push', ...shown }),
          text({ ...owner, ...waiting, status: 'cancelled' }),
        ])[0]!.tries.map((t) => t.state),
      ).toEqual(['reached the phone', 'not needed: seen in the app']);
    });

    it('does not call a person unreached when their push failed but their text went', () => {
      const s = deliverySummary([text({ ...owner, channel: 'push', status: 'failed' }), text({ ...owner })]);
      expect(s.kind).toBe('delivered');
      expect(s.undelivered).toEqual([]);
      expect(s.text).toBe('Texts sent to 1 person.');
    });

    it('names a person once when both their push and their text failed', () => {
      const s = deliverySummary([
        text({ ...owner, channel: 'push', status: 'failed' }),
        text({ ...owner, channel: 'whatsapp', status: 'failed' }),
      ]);
      expect(s.kind).toBe('failed');
      expect(s.undelivered).toEqual(['Aarav (owner)']);
    });

    it('says a text waits for the app while the push is out, not that emergency contacts come later', () => {
      const s = deliverySummary([text({ ...owner, channel: 'push' }), text({ ...owner, ...waiting })]);
      expect(s.kind).toBe('pending');
      expect(s.text).toBe('Sent to the app; a text follows if it is not seen soon.');
    });

    it('counts a person reached by the app even when their text went as well (an urgent alert)', () => {
      const s = deliverySummary([text({ ...owner, channel: 'push', ...shown }), text({ ...owner })]);
      expect(s.text).toBe('Reached the phone of 1 person through the app.');
    });
  });
});
