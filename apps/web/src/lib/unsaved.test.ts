import { describe, expect, it } from 'vitest';
import { DirtyForms, leavesPage } from './unsaved';
import { errorsAfterChange } from './use-schema-form';

describe('unsaved changes', () => {
  it('asks only while some form is dirty, and forgets a form once it is clean or gone', () => {
    const forms = new DirtyForms();
    expect(forms.any()).toBe(false);
    forms.set('a', true);
    forms.set('b', true);
    forms.set('a', false);
    expect(forms.any()).toBe(true);
    forms.set('b', false);
    expect(forms.any()).toBe(false);
    forms.set('c', true);
    forms.clear();
    expect(forms.any()).toBe(false);
  });

  it('counts another path or other parameters as leaving the page, an anchor as staying', () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(leavesPage(at('/admin-website'), at('/admin-shop'))).toBe(true);
    expect(leavesPage(at('/admin-shop'), at('/admin-shop', '?page=2'))).toBe(true);
    expect(leavesPage(at('/'), at('/'))).toBe(false);
  });
});

describe('errors after a change, once a form was submitted', () => {
  it('shows what the schema says now, and a server error until its field changes', () => {
    const server = {
      registrationNumber: { message: 'This registration number is already registered', value: 'DL01AB1234' },
      email: { message: 'This is already taken', value: 'a@b.in' },
    };
    const errors = errorsAfterChange({ name: 'Enter a name' }, server, {
      registrationNumber: 'DL01AB1234',
      email: 'new@b.in',
    });
    expect(errors).toEqual({
      name: 'Enter a name',
      registrationNumber: 'This registration number is already registered',
    });
    // The changed field's server error is gone for good, even if the old value comes back.
    expect(Object.keys(server)).toEqual(['registrationNumber']);
  });

  it('clears a fixed field’s error, even one that another field caused', () => {
    expect(errorsAfterChange({}, {}, { price: 1200, discountedPrice: 999 })).toEqual({});
  });
});
