import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n';
import { describePosition, distanceMeters, formatDistance, SEND_THRESHOLDS, shouldSend, type Words } from './geo';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const fix = (lat: number, lng: number, seconds = 0, accuracy = 20) => ({ lat, lng, accuracy, at: T0 + seconds * 1000 });

describe('distanceMeters', () => {
  it('measures along the earth: Bengaluru to Mysuru is about 127 km', () => {
    const d = distanceMeters({ lat: 12.9716, lng: 77.5946 }, { lat: 12.2958, lng: 76.6394 });
    expect(d / 1000).toBeGreaterThan(125);
    expect(d / 1000).toBeLessThan(130);
  });
});

describe('shouldSend', () => {
  it('sends the first position, then only after 50 m or 60 s', () => {
    const first = fix(12.9716, 77.5946);
    expect(shouldSend(null, first)).toBe(true);
    // ~11 m north, 10 s later: not worth the radio.
    expect(shouldSend(first, fix(12.9717, 77.5946, 10))).toBe(false);
    // ~56 m north.
    expect(shouldSend(first, fix(12.9721, 77.5946, 10))).toBe(true);
    // Standing still for a minute: sent, so the group knows the phone is still sharing.
    expect(shouldSend(first, fix(12.9716, 77.5946, SEND_THRESHOLDS.maxSeconds - 1))).toBe(false);
    expect(shouldSend(first, fix(12.9716, 77.5946, SEND_THRESHOLDS.maxSeconds))).toBe(true);
  });

  it('sends a much better fix of the same place (GPS after a cell tower)', () => {
    const rough = fix(12.9716, 77.5946, 0, 1500);
    expect(shouldSend(rough, fix(12.9716, 77.5946, 5, 15))).toBe(true);
    expect(shouldSend(fix(12.9716, 77.5946, 0, 30), fix(12.9716, 77.5946, 5, 12))).toBe(false);
  });
});

describe('describePosition', () => {
  let en: Words;
  let hi: Words;
  beforeAll(async () => {
    await i18nReady;
    // A route loads its screen's words (the groups'); this test has no route, so it loads them itself.
    await i18n.reloadResources(['en', 'hi'], ['groups']);
    en = { t: i18n.getFixedT('en'), lang: 'en' };
    hi = { t: i18n.getFixedT('hi'), lang: 'hi' };
  });
  const at = (secondsAgo: number) => new Date(T0 - secondsAgo * 1000).toISOString();

  it("says how far from the viewer and how long ago; without the viewer's position, near where", () => {
    const riya = { lat: 12.9716, lng: 77.5946, at: at(180) };
    expect(describePosition(riya, { lat: 12.9716, lng: 77.613 }, T0, en)).toEqual({
      text: '2.0 km away, 3 min ago',
      stale: false,
    });
    expect(describePosition(riya, null, T0, en)).toEqual({ text: 'near 12.972, 77.595, 3 min ago', stale: false });
    expect(formatDistance(340, en)).toBe('340 m away');
  });

  it('greys a position older than five minutes: last seen, sharing paused', () => {
    expect(describePosition({ lat: 1, lng: 2, at: at(20 * 60) }, null, T0, en)).toEqual({
      text: 'Last seen 20 min ago · sharing paused',
      stale: true,
    });
    expect(describePosition(null, null, T0, en).text).toBe('Sharing · waiting for a position');
  });

  it("says it in the page's language, the time with Intl's words for it", () => {
    const riya = { lat: 12.9716, lng: 77.5946, at: at(180) };
    expect(describePosition(riya, { lat: 12.9716, lng: 77.613 }, T0, hi).text).toBe('2.0 किमी दूर, 3 मि॰ पहले');
    expect(describePosition({ lat: 1, lng: 2, at: at(2 * 3600) }, null, T0, hi)).toEqual({
      text: 'आख़िरी बार 2 घं॰ पहले दिखे · शेयरिंग रुकी है',
      stale: true,
    });
  });
});
