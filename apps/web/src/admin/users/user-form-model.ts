import type { TUserDetail, TUserListItem } from '@safesathi/contract';
import { INDIAN_MOBILE_RE, isValidRegistration, normaliseRegistration, REGISTRATION_HINT } from '@safesathi/contract';
import { MOBILE_MESSAGE } from '../../lib/phone';

export const MAX_CONTACTS = 5;

export interface ContactRow {
  key: string;
  name: string;
  phone: string;
}

export interface VehicleRow {
  key: string;
  _id?: string;
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
  /** Marked for removal; removed on Save (its tags are then suspended). */
  removed: boolean;
}

export interface AddressRow {
  key: string;
  _id?: string;
  addressName: string;
  streetAdd: string;
  city: string;
  state: string;
  pincode: string;
  removed: boolean;
}

// A type alias, not an interface: form helpers want a record type.
export type UserFormValues = {
  name: string;
  email: string;
  phone: string;
  bloodGroup: string | null;
  showDetails: boolean;
  emergencyContacts: ContactRow[];
  vehicles: VehicleRow[];
  addresses: AddressRow[];
};

let seq = 0;
export const rowKey = () => `row-${++seq}`;

export const emptyContact = (): ContactRow => ({ key: rowKey(), name: '', phone: '' });
export const emptyVehicle = (): VehicleRow => ({
  key: rowKey(),
  registrationNumber: '',
  vehicleTypeId: null,
  vehicleBrandId: null,
  vehicleModelId: null,
  removed: false,
});
export const emptyAddress = (): AddressRow => ({
  key: rowKey(),
  addressName: 'Home',
  streetAdd: '',
  city: '',
  state: '',
  pincode: '',
  removed: false,
});

export function valuesFrom(user: TUserDetail | TUserListItem | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    bloodGroup: user?.bloodGroup ?? null,
    showDetails: user?.showDetails ?? false,
    emergencyContacts: (user?.emergencyContacts ?? []).map((c) => ({ key: rowKey(), name: c.name, phone: c.phone })),
    vehicles: (user?.vehicles ?? []).map((v) => ({
      key: rowKey(),
      _id: v._id,
      registrationNumber: v.registrationNumber,
      vehicleTypeId: v.vehicleTypeId?._id ?? null,
      vehicleBrandId: v.vehicleBrandId?._id ?? null,
      vehicleModelId: v.vehicleModelId?._id ?? null,
      removed: false,
    })),
    addresses: (user && 'addresses' in user ? user.addresses : []).map((a) => ({
      key: rowKey(),
      _id: a._id,
      addressName: a.addressName,
      streetAdd: a.streetAdd,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      removed: false,
    })),
  };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (what: string) => (v: string) => (v.trim() ? null : `Enter the ${what}`);
/** The index of a list row from a rule's path ("vehicles.2.city" → 2). */
const indexOf = (path: string) => Number(path.split('.')[1]);
const unlessRemoved =
  <R extends { removed: boolean }>(list: (v: UserFormValues) => R[], rule: (value: string) => string | null) =>
  (value: string, values: UserFormValues, path: string) =>
    list(values)[indexOf(path)]?.removed ? null : rule(value);

/** The same checks the server makes, so most mistakes show before a round trip (spec §5). */
export const validateUser = {
  name: (v: string) =>
    v.trim() ? (v.trim().length > 255 ? 'Keep the name under 255 characters' : null) : 'Enter a name',
  email: (v: string) => (!v.trim() ? 'Enter an email' : EMAIL_RE.test(v.trim()) ? null : 'Enter a valid email'),
  phone: (v: string) => (INDIAN_MOBILE_RE.test(v) ? null : MOBILE_MESSAGE),
  emergencyContacts: {
    name: required('contact’s name'),
    phone: (v: string, values: UserFormValues, path: string) => {
      if (!INDIAN_MOBILE_RE.test(v)) return MOBILE_MESSAGE;
      if (v === values.phone) return 'This is the person’s own number';
      const i = indexOf(path);
      return values.emergencyContacts.some((c, j) => j < i && c.phone === v)
        ? 'This number is already in the list'
        : null;
    },
  },
  vehicles: {
    registrationNumber: unlessRemoved(
      (v) => v.vehicles,
      (v) => {
        const n = normaliseRegistration(v);
        return !n ? 'Enter the registration number' : isValidRegistration(n) ? null : REGISTRATION_HINT;
      },
    ),
  },
  addresses: {
    streetAdd: unlessRemoved((v) => v.addresses, required('street address')),
    city: unlessRemoved((v) => v.addresses, required('city')),
    state: unlessRemoved((v) => v.addresses, required('state')),
    pincode: unlessRemoved(
      (v) => v.addresses,
      (v) => (/^[1-9]\d{5}$/.test(v.trim()) ? null : 'Enter the 6-digit PIN code'),
    ),
  },
};
