import { describe, expect, it } from 'vitest';
import { actorLabel, changeLines, entrySummary, fieldLabel } from './audit-format';

describe('audit entries in words', () => {
  it('names fields and kinds in words, permission flags by what they allow', () => {
    expect(fieldLabel('bloodGroup')).toBe('blood group');
    expect(fieldLabel('vehicleTypeId')).toBe('vehicle type');
    expect(fieldLabel('qrTag')).toBe('QR tag');
    expect(fieldLabel('editTemplete')).toMatch(/QR/);
  });

  it('says each change as "Field: old → new", leaving out bookkeeping columns', () => {
    expect(
      changeLines(
        { name: 'Asha', showDetails: false, bloodGroup: null, updatedAt: '2026-01-01T00:00:00Z' },
        { name: 'Asha Rao', showDetails: true, bloodGroup: 'O+', updatedAt: '2026-02-01T00:00:00Z' },
      ),
    ).toEqual([
      { field: 'Name', from: 'Asha', to: 'Asha Rao' },
      { field: 'Show details', from: 'no', to: 'yes' },
      { field: 'Blood group', from: '—', to: 'O+' },
    ]);
  });

  it('shows dates DD/MM/YYYY and money in rupees', () => {
    const [when] = changeLines({ deliveryDate: '2026-03-04T06:30:00.000Z' }, { deliveryDate: null });
    expect(when).toEqual({ field: 'Delivery date', from: expect.stringMatching(/^04\/03\/2026/), to: '—' });
    expect(changeLines({ pricePaise: 49900 }, { pricePaise: 29900 })).toEqual([
      { field: 'Price', from: '₹499', to: '₹299' },
    ]);
  });

  it('sums up an entry with its record', () => {
    expect(
      entrySummary({
        _id: '1',
        actor: null,
        action: 'update',
        entity: 'qrTag',
        entityId: 'x',
        label: 'K7Q2M9XA',
        before: null,
        after: null,
        createdAt: '2026-01-01T00:00:00Z',
      }),
    ).toBe('Updated QR tag K7Q2M9XA');
  });

  it('names a person’s record as a customer or an admin, not a user', () => {
    const entry = (usertype: string) => ({
      _id: '1',
      actor: null,
      action: 'update' as const,
      entity: 'user',
      entityId: 'x',
      label: 'Asha Rao',
      before: { usertype, name: 'Asha' },
      after: { usertype, name: 'Asha Rao' },
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(entrySummary(entry('Customer'))).toBe('Updated customer Asha Rao');
    expect(entrySummary(entry('Admin'))).toBe('Updated admin Asha Rao');
  });

  it('a change nobody made by hand (the payment provider, housekeeping) reads "System", a person by name', () => {
    expect(actorLabel(null)).toBe('System');
    expect(actorLabel(undefined)).toBe('System');
    expect(actorLabel({ name: 'Super Admin' })).toBe('Super Admin');
  });
});
