import {
  nationalOf,
  type TUserDetail,
  type TUserListItem,
  ZAddressRequest,
  ZContact,
  ZCreateUserRequest,
  ZVehicleRequest,
} from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

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

/** A saved row marked for removal is not checked: Save removes it. */
const unlessRemoved = <T extends z.ZodRawShape>(shape: T) =>
  z.discriminatedUnion('removed', [
    z.looseObject({ removed: z.literal(true) }),
    z.looseObject({ removed: z.literal(false), ...shape }),
  ]);

/** The same checks the server makes of the user and of each row (docs/product.md §5), so most mistakes show before a round trip. */
export const USER_SCHEMA = ZCreateUserRequest.pick({
  name: true,
  email: true,
  phone: true,
  bloodGroup: true,
  showDetails: true,
}).extend({
  emergencyContacts: z.array(ZContact.pick({ name: true, phone: true })).max(MAX_CONTACTS),
  vehicles: z.array(unlessRemoved(ZVehicleRequest.omit({ userid: true }).shape)),
  addresses: z.array(unlessRemoved(ZAddressRequest.omit({ userid: true }).shape)),
});

/** What only the whole form knows: a contact is not the person, nor twice in the list. */
export function contactRules(values: UserFormValues, t: TFunction): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  values.emergencyContacts.forEach((c, i) => {
    const phone = nationalOf(c.phone);
    if (phone && phone === nationalOf(values.phone))
      errors[`emergencyContacts.${i}.phone`] = t('adminUsers:form.ownNumber');
    else if (values.emergencyContacts.some((o, j) => j < i && nationalOf(o.phone) === phone))
      errors[`emergencyContacts.${i}.phone`] = t('adminUsers:form.numberTwice');
  });
  return errors;
}
