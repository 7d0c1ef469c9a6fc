import { describe, expect, it } from 'vitest';
import { coordinatesOfPin, normalisePin } from './pin-codes.js';

describe('PIN codes to coordinates', () => {
  it('finds the area of a real PIN code, typed with or without a space', () => {
    const mg = coordinatesOfPin('560 001');
    expect(mg).not.toBeNull();
    // Bengaluru's MG Road area.
    expect(mg!.lat).toBeGreaterThan(12.8);
    expect(mg!.lat).toBeLessThan(13.1);
    expect(mg!.lng).toBeGreaterThan(77.4);
    expect(mg!.lng).toBeLessThan(77.8);
    const delhi = coordinatesOfPin('110001')!;
    expect(delhi.lat).toBeGreaterThan(28.4);
    expect(delhi.lat).toBeLessThan(28.9);
  });

  it('answers null for malformed codes and for codes India Post does not use', () => {
    expect(normalisePin('56001')).toBeNull();
    expect(normalisePin('056001')).toBeNull();
    expect(coordinatesOfPin('abcdef')).toBeNull();
    expect(coordinatesOfPin('999999')).toBeNull();
  });
});
