import { describe, expect, it } from 'vitest';
import { allowedMoves, canMove, illegalMoveMessage, ORDER_STATUSES, SUMMARY_OF } from './order-status.js';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);

describe('order status moves', () => {
  it('moves a Created order to Shipped or Cancelled only', () => {
    expect(allowedMoves('Created', null, now)).toEqual(['Shipped', 'Cancelled']);
    expect(canMove('Created', 'Delivered', null, now)).toBe(false);
    expect(canMove('Created', 'Returned', null, now)).toBe(false);
  });

  it('moves a Shipped order to Delivered or Returned', () => {
    expect(allowedMoves('Shipped', null, now)).toEqual(['Delivered', 'Returned']);
    expect(canMove('Shipped', 'Created', null, now)).toBe(false);
    expect(canMove('Shipped', 'Cancelled', null, now)).toBe(false);
  });

  it('returns a Delivered order within 7 days of delivery, not after', () => {
    expect(allowedMoves('Delivered', daysAgo(0), now)).toEqual(['Returned']);
    expect(allowedMoves('Delivered', daysAgo(7), now)).toEqual(['Returned']);
    expect(allowedMoves('Delivered', new Date(daysAgo(7).getTime() - 1), now)).toEqual([]);
    expect(allowedMoves('Delivered', daysAgo(30).toISOString(), now)).toEqual([]);
    expect(allowedMoves('Delivered', null, now)).toEqual([]);
  });

  it('keeps Cancelled and Returned final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMove('Cancelled', to, null, now)).toBe(false);
      expect(canMove('Returned', to, null, now)).toBe(false);
    }
  });

  it('never allows staying put or going back to Created', () => {
    for (const from of ORDER_STATUSES) {
      expect(canMove(from, from, daysAgo(1), now)).toBe(false);
      expect(canMove(from, 'Created', daysAgo(1), now)).toBe(false);
    }
  });

  it('explains a refused move', () => {
    expect(illegalMoveMessage('Created', 'Delivered', null, now)).toBe(
      'A Created order can only move to Shipped or Cancelled, not Delivered.',
    );
    expect(illegalMoveMessage('Cancelled', 'Shipped', null, now)).toBe(
      'A Cancelled order is final; its status cannot change.',
    );
    expect(illegalMoveMessage('Delivered', 'Returned', daysAgo(8), now)).toMatch(/more than 7 days ago/);
  });

  it('counts Cancelled and Returned on the cancel card', () => {
    expect(SUMMARY_OF.Cancelled).toBe('cancelled');
    expect(SUMMARY_OF.Returned).toBe('cancelled');
    expect(SUMMARY_OF.Created).toBe('pending');
    expect(SUMMARY_OF.Shipped).toBe('shipped');
  });
});
