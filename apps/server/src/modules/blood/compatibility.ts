import type { BloodComponent, BloodGroup } from '@safesathi/contract';

/**
 * Which donors' blood a patient can take. Red cells follow the standard ABO/Rh table: O− gives to
 * everyone, AB+ takes from everyone. Whole blood and platelets are asked by the same table (both
 * carry red cells, so Rh matters). Plasma is the reverse in ABO (AB plasma goes to everyone, O
 * plasma only to O) and carries no red cells, so Rh does not matter.
 */
const RED_CELL_DONORS: Record<BloodGroup, readonly BloodGroup[]> = {
  'O-': ['O-'],
  'O+': ['O-', 'O+'],
  'A-': ['O-', 'A-'],
  'A+': ['O-', 'O+', 'A-', 'A+'],
  'B-': ['O-', 'B-'],
  'B+': ['O-', 'O+', 'B-', 'B+'],
  'AB-': ['O-', 'A-', 'B-', 'AB-'],
  'AB+': ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'],
};

type Abo = 'O' | 'A' | 'B' | 'AB';
const PLASMA_DONORS: Record<Abo, readonly Abo[]> = {
  O: ['O', 'A', 'B', 'AB'],
  A: ['A', 'AB'],
  B: ['B', 'AB'],
  AB: ['AB'],
};
const aboOf = (g: BloodGroup) => g.slice(0, -1) as Abo;

/** The donor groups that can give `component` to a patient of `patient`'s group, universal donors first. */
export function compatibleDonors(patient: BloodGroup, component: BloodComponent): BloodGroup[] {
  if (component !== 'plasma') return [...RED_CELL_DONORS[patient]];
  return PLASMA_DONORS[aboOf(patient)].flatMap((abo) => [`${abo}-`, `${abo}+`] as BloodGroup[]);
}

/** Whether a donor of `donor`'s group can give `component` to this patient. */
export function canGive(donor: BloodGroup, patient: BloodGroup, component: BloodComponent): boolean {
  return compatibleDonors(patient, component).includes(donor);
}
