import type { BloodGroup, TUserListItem, UserType } from '@safesathi/contract';
import { errorMessage } from '../../lib/api';
import { splitFailure } from '../../lib/form-errors';
import type { AddressRow, UserFormValues, VehicleRow } from './user-form-model';
import {
  type AddressFields,
  createAddress,
  createUser,
  createVehicle,
  deleteAddress,
  deleteVehicle,
  updateAddress,
  updateUser,
  updateVehicle,
  type VehicleFields,
} from './users-api';

export interface SaveOutcome {
  user: TUserListItem;
  /** Errors of rows that did not save, by form path (`vehicles.1.registrationNumber`). */
  rowErrors: Record<string, string>;
  /** How many rows failed, and the first failure's sentence. */
  failed: number;
  firstFailure?: string;
  /** Rows saved, with the ids the server gave the new ones; removed rows are gone. */
  vehicles: VehicleRow[];
  addresses: AddressRow[];
}

const vehicleFields = (v: VehicleRow): VehicleFields => ({
  registrationNumber: v.registrationNumber,
  vehicleTypeId: v.vehicleTypeId,
  vehicleBrandId: v.vehicleBrandId,
  vehicleModelId: v.vehicleModelId,
});
const addressFields = (a: AddressRow): AddressFields => ({
  addressName: a.addressName || 'Home',
  streetAdd: a.streetAdd,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
});
const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a user, then each changed vehicle and address row. The user is saved first and alone:
 * when it fails nothing else is sent (its field errors are thrown to the form). A row that fails
 * afterwards keeps its values and its error; the others are saved, so Save again retries only it.
 */
export async function saveUser(
  usertype: UserType,
  existingId: string | null,
  values: UserFormValues,
  original: UserFormValues,
): Promise<SaveOutcome> {
  const fields = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    // The select offers only the eight groups.
    bloodGroup: values.bloodGroup as BloodGroup | null,
    showDetails: values.showDetails,
    emergencyContacts: values.emergencyContacts.map((c) => ({ name: c.name.trim(), phone: c.phone })),
  };
  const user = existingId ? (await updateUser(existingId, fields)).data : (await createUser(usertype, fields)).data;

  const rowErrors: Record<string, string> = {};
  let failed = 0;
  let firstFailure: string | undefined;
  const fail = (list: string, i: number, field: string, error: unknown) => {
    failed += 1;
    firstFailure ??= errorMessage(error);
    const fieldErrors = splitFailure(error, () => true).fields;
    const keys = Object.keys(fieldErrors);
    if (keys.length) for (const k of keys) rowErrors[`${list}.${i}.${k}`] = fieldErrors[k]!;
    else rowErrors[`${list}.${i}.${field}`] = errorMessage(error);
  };

  const before = new Map(original.vehicles.map((v) => [v._id, v]));
  const vehicles: VehicleRow[] = [];
  for (const row of values.vehicles) {
    try {
      if (row.removed) {
        if (row._id) await deleteVehicle(row._id);
        continue;
      }
      if (!row._id) {
        const saved = (await createVehicle(user._id, vehicleFields(row))).data;
        vehicles.push({ ...row, _id: saved._id, registrationNumber: saved.registrationNumber });
      } else {
        const was = before.get(row._id);
        if (!was || !same(vehicleFields(was), vehicleFields(row))) await updateVehicle(row._id, vehicleFields(row));
        vehicles.push(row);
      }
    } catch (error) {
      fail('vehicles', vehicles.length, 'registrationNumber', error);
      vehicles.push(row);
    }
  }

  const beforeAddresses = new Map(original.addresses.map((a) => [a._id, a]));
  const addresses: AddressRow[] = [];
  for (const row of values.addresses) {
    try {
      if (row.removed) {
        if (row._id) await deleteAddress(row._id);
        continue;
      }
      if (!row._id) {
        const saved = (await createAddress(user._id, addressFields(row))).data;
        addresses.push({ ...row, _id: saved._id });
      } else {
        const was = beforeAddresses.get(row._id);
        if (!was || !same(addressFields(was), addressFields(row))) await updateAddress(row._id, addressFields(row));
        addresses.push(row);
      }
    } catch (error) {
      fail('addresses', addresses.length, 'streetAdd', error);
      addresses.push(row);
    }
  }

  return { user, rowErrors, failed, firstFailure, vehicles, addresses };
}
