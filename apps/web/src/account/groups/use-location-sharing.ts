import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api';
import { type Fix, SEND_THRESHOLDS, shouldSend } from './geo';
import { sendPosition } from './groups-api';

export type SharingState = 'off' | 'locating' | 'sending' | 'denied' | 'unavailable' | 'failed';

/**
 * While `active` (the member shares with the group and this page is open), watches the browser's
 * position and sends it when it changed meaningfully (geo.ts: ≥ 50 m, or 60 s since the last one
 * sent, also when standing still, so the group sees the phone is still sharing). A phone's
 * browser stops this when the page is closed or the phone locked: the group then sees "sharing
 * paused". `onEnded` is called when the server says the share is over (its time ran out).
 */
export function useLocationSharing(groupId: string, active: boolean, onEnded: () => void) {
  const [state, setState] = useState<SharingState>('off');
  const [own, setOwn] = useState<Fix | null>(null);
  const lastSent = useRef<Fix | null>(null);
  const latest = useRef<Fix | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    if (!active) {
      setState('off');
      lastSent.current = null;
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    let stopped = false;
    const send = (fix: Fix) => {
      if (!shouldSend(lastSent.current, fix)) return;
      lastSent.current = fix;
      sendPosition(groupId, { lat: fix.lat, lng: fix.lng, accuracy: Math.round(fix.accuracy) }).then(
        () => !stopped && setState('sending'),
        (err: unknown) => {
          if (stopped) return;
          if (isApiError(err) && (err.status === 409 || err.status === 404)) ended.current();
          else if (!(isApiError(err) && err.status === 429)) {
            // Not sent (offline): the next fix tries again.
            lastSent.current = null;
            setState('failed');
          }
        },
      );
    };
    setState('locating');
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        const fix = { lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy, at: Date.now() };
        latest.current = fix;
        setOwn(fix);
        send(fix);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 15_000, timeout: 60_000 },
    );
    // Standing still, the browser reports nothing new: the same place again every minute.
    const timer = setInterval(() => {
      if (latest.current) send({ ...latest.current, at: Date.now() });
    }, SEND_THRESHOLDS.maxSeconds * 1000);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [active, groupId]);

  return { state, own };
}
