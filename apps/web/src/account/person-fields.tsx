import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { BLOOD_GROUPS } from '@safesathi/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group.replace('-', '\u2212') }));

type Field = 'name' | 'email' | 'bloodGroup';

/**
 * A person's name, email and blood group: asked at sign-up (all required) and changed on the
 * profile (email and blood group may be cleared there). One set of fields, so the two read alike.
 */
export function PersonFields({
  inputProps,
  errors,
  signUp = false,
  bloodGroupHelp,
}: {
  /** The form's own props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: Field) => GetInputPropsReturnType;
  errors: Partial<Record<string, ReactNode>>;
  signUp?: boolean;
  bloodGroupHelp?: string;
}) {
  const { t } = useTranslation();
  const error = (field: Field) => translateFieldError(t, errors[field]);
  return (
    <>
      <TextInput
        label={t('auth:signUp.fullName')}
        name="name"
        required
        autoComplete="name"
        {...inputProps('name')}
        error={error('name')}
      />
      <TextInput
        label={t('auth:signUp.email')}
        name="email"
        type="email"
        required={signUp}
        autoComplete="email"
        inputMode="email"
        // i18n-ignore: an address is written in Latin letters in every language
        placeholder="name@example.com"
        {...inputProps('email')}
        error={error('email')}
      />
      <Select
        label={t('auth:signUp.bloodGroup')}
        name="bloodGroup"
        placeholder={t('auth:signUp.chooseBloodGroup')}
        description={bloodGroupHelp}
        required={signUp}
        allowDeselect={!signUp}
        clearable={!signUp}
        data={BLOOD_GROUP_OPTIONS}
        {...inputProps('bloodGroup')}
        error={error('bloodGroup')}
      />
    </>
  );
}
