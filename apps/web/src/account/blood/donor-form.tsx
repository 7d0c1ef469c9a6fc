import { Button, Checkbox, Group, Paper, Radio, Select, Switch, Text, TextInput } from '@mantine/core';
import { BLOOD_GROUPS, DONOR_RADII_KM, ZBloodDonorRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../../config';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { discardWords } from '../account-words';
import { bloodKeys, type DonorBody, type MyDonor, saveDonor } from './blood-api';
import { translatedInput } from './blood-words';
import { FormSection } from './form-section';
import { FormPlaceField, type PlaceValues, withPlace } from './place-field';

const GROUPS = BLOOD_GROUPS.map((g) => ({ value: g, label: g.replace('-', '\u2212') }));

interface DonorValues extends PlaceValues {
  bloodGroup: string | null;
  confirmBloodGroup: boolean;
  birthDate: string;
  sex: string;
  weightOk: boolean;
  healthOk: boolean;
  lastDonatedOn: string;
  radiusKm: string;
  available: boolean;
  consent: boolean;
}

/** Registering as a donor, or changing the details: the server checks the same rules. */
export function DonorForm({
  donor,
  profileGroup,
  onDone,
}: {
  donor: MyDonor | null;
  profileGroup: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm<DonorValues>({
    schema: ZBloodDonorRequest,
    initialValues: {
      bloodGroup: donor?.bloodGroup ?? profileGroup,
      confirmBloodGroup: !!donor,
      birthDate: donor?.birthDate ?? '',
      sex: donor?.sex ?? '',
      weightOk: !!donor,
      healthOk: !!donor,
      lastDonatedOn: donor?.lastDonatedOn ?? '',
      pinCode: donor?.place.source === 'pin' ? donor.place.pinCode : '',
      latitude: '',
      longitude: '',
      radiusKm: String(donor?.radiusKm ?? 10),
      available: donor?.available ?? true,
      consent: false,
    },
  });
  const guard = useUnsavedChanges(form.isDirty(), discardWords(t));
  const input: typeof form.getInputProps = (path, options) => translatedInput(t, form.getInputProps(path, options));
  const save = useMutation({
    mutationFn: (v: DonorValues) =>
      saveDonor({ ...withPlace(v), radiusKm: Number(v.radiusKm) } as unknown as DonorBody),
    onSuccess: (answer) => {
      queryClient.setQueryData(bloodKeys.donor, answer.data);
      toastSuccess(answer.message);
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('blood:donorForm.notSaved') }),
  });
  const place = form.getValues();
  // The register keeps no coordinates the page could show back: a browser position is given again.
  const keepsPlace = !!donor && donor.place.source === 'browser' && place.pinCode === '' && place.latitude === '';

  return (
    <FormSection
      id="donor-form-title"
      title={donor ? t('blood:donorForm.titleEdit') : t('blood:donorForm.titleNew')}
      onSubmit={form.submit((v) => {
        if (!save.isPending) save.mutate(v);
      })}
    >
      <Select
        label={t('blood:donorForm.bloodGroup')}
        name="bloodGroup"
        data={GROUPS}
        required
        {...input('bloodGroup')}
      />
      <Checkbox
        name="confirmBloodGroup"
        label={t('blood:donorForm.confirmGroup')}
        {...input('confirmBloodGroup', { type: 'checkbox' })}
      />
      <TextInput
        label={t('blood:donorForm.birthDate')}
        name="birthDate"
        type="date"
        required
        description={t('blood:donorForm.ageHelp')}
        {...input('birthDate')}
      />
      <Radio.Group
        label={t('blood:donorForm.sex')}
        name="sex"
        required
        description={t('blood:donorForm.sexHelp')}
        {...input('sex')}
      >
        <Group mt={6}>
          <Radio value="male" label={t('blood:donorForm.male')} />
          <Radio value="female" label={t('blood:donorForm.female')} />
        </Group>
      </Radio.Group>
      <Checkbox name="weightOk" label={t('blood:donorForm.weight')} {...input('weightOk', { type: 'checkbox' })} />
      <Checkbox name="healthOk" label={t('blood:donorForm.health')} {...input('healthOk', { type: 'checkbox' })} />
      <TextInput
        label={t('blood:donorForm.lastDonation')}
        name="lastDonatedOn"
        type="date"
        {...input('lastDonatedOn')}
      />
      <FormPlaceField
        form={form}
        label={t('blood:donorForm.place')}
        description={keepsPlace ? t('blood:donorForm.placeAgain') : t('blood:donorForm.placeHelp')}
      />
      <Select
        label={t('blood:donorForm.radius')}
        name="radiusKm"
        data={DONOR_RADII_KM.map((km) => ({ value: String(km), label: t('blood:donorForm.upTo', { km }) }))}
        allowDeselect={false}
        {...input('radiusKm')}
      />
      <Switch name="available" label={t('blood:donor.availableNow')} {...input('available', { type: 'checkbox' })} />
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="sm">{t('blood:donorForm.consentText', { app: APP_NAME })}</Text>
      </Paper>
      <Checkbox name="consent" label={t('blood:donorForm.consent')} {...input('consent', { type: 'checkbox' })} />
      <Group>
        <Button type="submit" loading={save.isPending}>
          {donor ? t('blood:donorForm.save') : t('blood:donorForm.join')}
        </Button>
        {donor ? (
          <Button variant="default" onClick={onDone}>
            {t('account:cancel')}
          </Button>
        ) : null}
      </Group>
    </FormSection>
  );
}
