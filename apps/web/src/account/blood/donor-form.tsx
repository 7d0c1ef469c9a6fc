import { Button, Checkbox, Group, Paper, Radio, Select, Switch, Text, TextInput } from '@mantine/core';
import { BLOOD_GROUPS, DONOR_RADII_KM, ZBloodDonorRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_NAME } from '../../config';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { bloodKeys, type DonorBody, type MyDonor, saveDonor } from './blood-api';
import { FormSection } from './form-section';
import { FormPlaceField, type PlaceValues, withPlace } from './place-field';

const GROUPS = BLOOD_GROUPS.map((g) => ({ value: g, label: g.replace('-', '\u2212') }));
const RADII = DONOR_RADII_KM.map((km) => ({ value: String(km), label: `Up to ${km} km` }));

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

/** The register's consent, in plain words, as the donor agrees to it. */
export const CONSENT_TEXT = `${APP_NAME} keeps my blood group, date of birth, sex, the date of my last donation and where I donate from, to text me when someone near me needs my blood. My number and the place I donate from are never shown to anyone; I can pause or leave at any time, and leaving deletes these details.`;

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
  const guard = useUnsavedChanges(form.isDirty());
  const save = useMutation({
    mutationFn: (v: DonorValues) =>
      saveDonor({ ...withPlace(v), radiusKm: Number(v.radiusKm) } as unknown as DonorBody),
    onSuccess: (answer) => {
      queryClient.setQueryData(bloodKeys.donor, answer.data);
      toastSuccess(answer.message);
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: 'Your details were not saved' }),
  });
  const place = form.getValues();
  // The register keeps no coordinates the page could show back: a browser position is given again.
  const keepsPlace = !!donor && donor.place.source === 'browser' && place.pinCode === '' && place.latitude === '';

  return (
    <FormSection
      id="donor-form-title"
      title={donor ? 'My donor details' : 'Become a blood donor'}
      onSubmit={form.submit((v) => {
        if (!save.isPending) save.mutate(v);
      })}
    >
      <Select label="Blood group" name="bloodGroup" data={GROUPS} required {...form.getInputProps('bloodGroup')} />
      <Checkbox
        name="confirmBloodGroup"
        label="I confirm this is my blood group (from a test report or a donor card)"
        {...form.getInputProps('confirmBloodGroup', { type: 'checkbox' })}
      />
      <TextInput
        label="Date of birth"
        name="birthDate"
        type="date"
        required
        description="Donors are 18 to 65 years old."
        {...form.getInputProps('birthDate')}
      />
      <Radio.Group
        label="Sex"
        name="sex"
        required
        description="Men may give every 90 days, women every 120 days."
        {...form.getInputProps('sex')}
      >
        <Group mt={6}>
          <Radio value="male" label="Male" />
          <Radio value="female" label="Female" />
        </Group>
      </Radio.Group>
      <Checkbox
        name="weightOk"
        label="I weigh at least 45 kg"
        {...form.getInputProps('weightOk', { type: 'checkbox' })}
      />
      <Checkbox name="healthOk" label="I am in good health" {...form.getInputProps('healthOk', { type: 'checkbox' })} />
      <TextInput
        label="My last donation (leave empty if never)"
        name="lastDonatedOn"
        type="date"
        {...form.getInputProps('lastDonatedOn')}
      />
      <FormPlaceField
        form={form}
        label="Where I can donate from"
        description={
          keepsPlace
            ? 'Press “Use my location” again, or enter a PIN code.'
            : 'Requests are matched by distance from here. It is never shown to anyone.'
        }
      />
      <Select
        label="How far I will travel"
        name="radiusKm"
        data={RADII}
        allowDeselect={false}
        {...form.getInputProps('radiusKm')}
      />
      <Switch name="available" label="Available now" {...form.getInputProps('available', { type: 'checkbox' })} />
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="sm">{CONSENT_TEXT}</Text>
      </Paper>
      <Checkbox
        name="consent"
        label="I agree to be texted about requests for my blood group"
        {...form.getInputProps('consent', { type: 'checkbox' })}
      />
      <Group>
        <Button type="submit" loading={save.isPending}>
          {donor ? 'Save my details' : 'Join the donor register'}
        </Button>
        {donor ? (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </FormSection>
  );
}
