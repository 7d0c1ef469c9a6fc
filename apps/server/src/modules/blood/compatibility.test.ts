import { BLOOD_GROUPS, type BloodGroup } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { canGive, compatibleDonors } from './compatibility.js';

/** Whether red cells of `donor` suit `patient`: the donor has no ABO antigen and no D the patient lacks. */
function redCellsSuit(donor: BloodGroup, patient: BloodGroup): boolean {
  const antigens = (g: BloodGroup) => new Set([...g.slice(0, -1).replace('O', ''), ...(g.endsWith('+') ? ['D'] : [])]);
  const has = antigens(patient);
  return [...antigens(donor)].every((a) => has.has(a));
}

describe('blood group compatibility', () => {
  it('gives red cells by the ABO/Rh table: O− to everyone, AB+ from everyone, Rh− patients only Rh− blood', () => {
    for (const patient of BLOOD_GROUPS)
      for (const donor of BLOOD_GROUPS)
        expect(canGive(donor, patient, 'red-cells'), `${donor} → ${patient}`).toBe(redCellsSuit(donor, patient));
    for (const patient of BLOOD_GROUPS) expect(canGive('O-', patient, 'red-cells')).toBe(true);
    expect(compatibleDonors('AB+', 'red-cells')).toHaveLength(8);
    expect(compatibleDonors('O-', 'red-cells')).toEqual(['O-']);
    expect(compatibleDonors('A+', 'whole-blood')).toEqual(['O-', 'O+', 'A-', 'A+']);
    expect(compatibleDonors('B-', 'platelets')).toEqual(['O-', 'B-']);
  });

  it('gives plasma by the reverse table: AB plasma to everyone, O plasma only to O, whatever the Rh', () => {
    for (const patient of BLOOD_GROUPS) expect(canGive('AB-', patient, 'plasma')).toBe(true);
    expect(compatibleDonors('O+', 'plasma')).toHaveLength(8);
    expect(compatibleDonors('AB-', 'plasma')).toEqual(['AB-', 'AB+']);
    expect(compatibleDonors('A+', 'plasma')).toEqual(['A-', 'A+', 'AB-', 'AB+']);
    expect(canGive('O-', 'A+', 'plasma')).toBe(false);
    // Exactly the red-cell table turned round, Rh aside.
    for (const patient of BLOOD_GROUPS)
      for (const donor of BLOOD_GROUPS) {
        const abo = (g: BloodGroup) => `${g.slice(0, -1)}+` as BloodGroup;
        expect(canGive(donor, patient, 'plasma'), `${donor} → ${patient}`).toBe(redCellsSuit(abo(patient), abo(donor)));
      }
  });
});
