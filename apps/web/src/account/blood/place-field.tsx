import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../i18n/field-errors';
import type { SchemaForm } from '../../lib/use-schema-form';
import { IconMapPin } from '../../ui/icons';
import { browserPosition, NoPosition } from './blood-api';

export interface PlaceValues {
  pinCode: string;
  latitude: number | '';
  longitude: number | '';
}

/**
 * Where a place is: the browser's position (asked only when the button is pressed) or a PIN code,
 * which the server turns into its area. Choosing one clears the other.
 */
export function PlaceField({
  lng,
  label,
  description,
  values,
  error,
  onChange,
}: {
  /** The language its words are in, when not the page's (the back office's English). */
  lng?: string;
  label: string;
  description: string;
  values: PlaceValues;
  error?: string;
  onChange: (next: PlaceValues) => void;
}) {
  const { t } = useTranslation(undefined, { lng });
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<NoPosition['reason'] | null>(null);
  const located = values.latitude !== '' && values.longitude !== '';
  const locate = async () => {
    setLocating(true);
    setFailure(null);
    try {
      onChange({ pinCode: '', ...(await browserPosition()) });
    } catch (err) {
      setFailure(err instanceof NoPosition ? err.reason : 'failed');
    } finally {
      setLocating(false);
    }
  };
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button variant="default" leftSection={<IconMapPin size={16} />} onClick={locate} loading={locating}>
          {t('blood:place.useLocation')}
        </Button>
        <TextInput
          label={t('blood:place.pin')}
          name="pinCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          value={values.pinCode}
          error={translateFieldError(t, error)}
          onChange={(e) => onChange({ pinCode: e.currentTarget.value, latitude: '', longitude: '' })}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      {located ? (
        <Text size="sm" c="green.8" role="status">
          {t('blood:place.located')}
        </Text>
      ) : null}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure === 'unsupported' ? t('blood:place.unsupported') : t('blood:place.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A form's place as the server takes it: no coordinates rather than empty ones. */
export function withPlace<V extends PlaceValues>(v: V) {
  return {
    ...v,
    latitude: v.latitude === '' ? undefined : v.latitude,
    longitude: v.longitude === '' ? undefined : v.longitude,
  };
}

/** The PlaceField of a form holding `pinCode`, `latitude` and `longitude`; the PIN code's error is shown under it. */
export function FormPlaceField<V extends PlaceValues>({
  lng,
  form,
  label,
  description,
}: {
  lng?: string;
  form: Pick<SchemaForm<V>, 'getValues' | 'errors' | 'setValues'>;
  label: string;
  description: string;
}) {
  const { pinCode, latitude, longitude } = form.getValues();
  return (
    <PlaceField
      lng={lng}
      label={label}
      description={description}
      values={{ pinCode, latitude, longitude }}
      error={form.errors.pinCode as string | undefined}
      onChange={(next) => form.setValues(next as Partial<V>)}
    />
  );
}
