import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { BLOOD_COMPONENTS, BLOOD_GROUPS, ZBloodRequestCreate } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { SCREEN_NAMESPACES } from '../../i18n/screen-namespaces';
import { useAuth } from '../../lib/auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { MobileInput } from '../../ui/mobile-input';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { discardWords } from '../account-words';
import { bloodKeys, createRequest, type RequestBody } from './blood-api';
import { componentName, translatedInput } from './blood-words';
import { FormSection } from './form-section';
import { FormPlaceField, type PlaceValues, withPlace } from './place-field';

const GROUPS = BLOOD_GROUPS.map((g) => ({ value: g, label: g.replace('-', '\u2212') }));

interface RequestValues extends PlaceValues {
  patientName: string;
  bloodGroup: string | null;
  component: string;
  units: number | string;
  hospitalName: string;
  neededBy: string;
  neededOn: string;
  contactName: string;
  contactPhone: string;
  note: string;
}

/**
 * Asking for blood: the patient's group and what is needed, the hospital and where it is, when,
 * and who to call. On success the request's own page opens (it is server-rendered and works
 * without JavaScript; its address can be shared with family). `forCaller`: an admin asks for
 * someone on the phone, whose name and number are the contact's; the back office reads it in English.
 */
export function RequestForm({ forCaller = false }: { forCaller?: boolean }) {
  // The back office is English (docs/decisions/0069-web-app-languages.md); a customer reads their language.
  const lng = forCaller ? 'en' : undefined;
  // The back office's route does not load the customer's catalogues: the form asks for its own.
  const { t, ready } = useTranslation([...SCREEN_NAMESPACES['account/blood/request-form']], { i18n, lng });
  const auth = useAuth();
  const queryClient = useQueryClient();
  const form = useSchemaForm<RequestValues>({
    schema: ZBloodRequestCreate,
    initialValues: {
      patientName: '',
      bloodGroup: null,
      component: 'whole-blood',
      units: 1,
      hospitalName: '',
      pinCode: '',
      latitude: '',
      longitude: '',
      neededBy: 'today',
      neededOn: '',
      contactName: forCaller ? '' : (auth.user?.name ?? ''),
      contactPhone: forCaller ? '' : (auth.user?.phone ?? ''),
      note: '',
    },
  });
  const guard = useUnsavedChanges(form.isDirty(), discardWords(t));
  const input: typeof form.getInputProps = (path, options) => translatedInput(t, form.getInputProps(path, options));
  const send = useMutation({
    mutationFn: (v: RequestValues) =>
      createRequest({ ...withPlace(v), units: Number(v.units) } as unknown as RequestBody),
    onSuccess: (answer) => {
      guard.release();
      void queryClient.invalidateQueries({ queryKey: bloodKeys.requests });
      // The request's page is the server's, at its own unguessable address.
      window.location.assign(new URL(answer.data.viewUrl).pathname);
    },
    onError: (error) => form.fail(error, { title: t('blood:requestForm.notSent') }),
  });
  const v = form.getValues();
  if (!ready) return <Skeleton h={480} radius="md" />;
  return (
    <FormSection
      id="request-form-title"
      title={forCaller ? t('blood:requestForm.titleForCaller') : t('blood:requestForm.title')}
      onSubmit={form.submit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <TextInput label={t('blood:requestForm.patient')} name="patientName" required {...input('patientName')} />
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('blood:requestForm.group')}
          name="bloodGroup"
          data={GROUPS}
          required
          style={{ minWidth: 130 }}
          {...input('bloodGroup')}
        />
        <NumberInput
          label={t('blood:requestForm.units')}
          name="units"
          min={1}
          max={10}
          required
          style={{ minWidth: 100 }}
          {...input('units')}
        />
      </Group>
      <Select
        label={t('blood:requestForm.component')}
        name="component"
        data={BLOOD_COMPONENTS.map((c) => ({ value: c, label: componentName(t, c) }))}
        allowDeselect={false}
        {...input('component')}
      />
      <TextInput label={t('blood:requestForm.hospital')} name="hospitalName" required {...input('hospitalName')} />
      <FormPlaceField
        form={form}
        lng={lng}
        label={t('blood:requestForm.place')}
        description={t('blood:requestForm.placeHelp')}
      />
      <Stack gap={4}>
        <Text fw={500} size="sm" id="needed-by-label">
          {t('blood:requestForm.needed')}
        </Text>
        <SegmentedControl
          aria-labelledby="needed-by-label"
          data={[
            { value: 'now', label: t('blood:requestForm.now') },
            { value: 'today', label: t('blood:requestForm.today') },
            { value: 'date', label: t('blood:requestForm.onDay') },
          ]}
          {...input('neededBy')}
        />
      </Stack>
      {v.neededBy === 'date' ? (
        <TextInput
          label={t('blood:requestForm.neededBy')}
          name="neededOn"
          type="date"
          required
          {...input('neededOn')}
        />
      ) : null}
      <TextInput label={t('blood:requestForm.contactName')} name="contactName" required {...input('contactName')} />
      <MobileInput
        label={t('blood:requestForm.contactPhone')}
        name="contactPhone"
        required
        description={t('blood:requestForm.contactHelp')}
        {...input('contactPhone')}
        value={v.contactPhone}
        onChange={(phone) => form.setFieldValue('contactPhone', phone)}
      />
      <Textarea
        label={t('blood:requestForm.note')}
        name="note"
        maxLength={200}
        autosize
        minRows={2}
        description={t('blood:requestForm.noteHelp')}
        {...input('note')}
      />
      <Group>
        <Button type="submit" loading={send.isPending}>
          {t('blood:requestForm.send')}
        </Button>
      </Group>
    </FormSection>
  );
}
