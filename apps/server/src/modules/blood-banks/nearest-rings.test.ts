import { describe, expect, it } from 'vitest';
import { pickRing } from './nearest-rings.js';

const at = (...km: number[]) => km.map((k) => ({ metres: k * 1000 }));

describe('the rings of the nearest search', () => {
  it('shows the banks within 25 km when there are any, and only those', () => {
    expect(pickRing(at(3, 24.9, 26, 90))).toEqual({ withinKm: 25, banks: at(3, 24.9) });
  });
  it('widens to 100 km, then to the nearest ten wherever they are', () => {
    expect(pickRing(at(40, 99, 150))).toEqual({ withinKm: 100, banks: at(40, 99) });
    const far = at(120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230);
    expect(pickRing(far)).toEqual({ withinKm: null, banks: far.slice(0, 10) });
    expect(pickRing([])).toEqual({ withinKm: null, banks: [] });
  });
  it('shows at most twenty of a crowded ring', () => {
    expect(pickRing(at(...Array.from({ length: 25 }, (_, i) => i))).banks).toHaveLength(20);
  });
});
