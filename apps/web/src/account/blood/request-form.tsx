import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BLOOD_COMPONENT_LABELS, BLOOD_COMPONENTS, BLOOD_GROUPS, ZBloodRequestCreate } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { MobileInput } from '../../ui/mobile-input';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { bloodKeys, createRequest, type RequestBody } from './blood-api';
import { FormSection } from './form-section';
import { FormPlaceField, type PlaceValues, withPlace } from './place-field';

const GROUPS = BLOOD_GROUPS.map((g) => ({ value: g, label: g.replace('-', '\u2212') }));
const COMPONENTS = BLOOD_COMPONENTS.map((c) => ({ value: c, label: BLOOD_COMPONENT_LABELS[c] }));

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
 * someone on the phone, whose name and number are the contact's.
 */
export function RequestForm({ forCaller = false }: { forCaller?: boolean }) {
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
  const guard = useUnsavedChanges(form.isDirty());
  const send = useMutation({
    mutationFn: (v: RequestValues) =>
      createRequest({ ...withPlace(v), units: Number(v.units) } as unknown as RequestBody),
    onSuccess: (answer) => {
      guard.release();
      void queryClient.invalidateQueries({ queryKey: bloodKeys.requests });
      // The request's page is the server's, at its own unguessable address.
      window.location.assign(new URL(answer.data.viewUrl).pathname);
    },
    onError: (error) => form.fail(error, { title: 'The request was not sent' }),
  });
  const v = form.getValues();
  return (
    <FormSection
      id="request-form-title"
      title={forCaller ? 'Ask for blood for a caller' : 'Ask for blood'}
      onSubmit={form.submit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <TextInput label="Patient's name" name="patientName" required {...form.getInputProps('patientName')} />
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Patient's blood group"
          name="bloodGroup"
          data={GROUPS}
          required
          style={{ minWidth: 130 }}
          {...form.getInputProps('bloodGroup')}
        />
        <NumberInput
          label="Units"
          name="units"
          min={1}
          max={10}
          required
          style={{ minWidth: 100 }}
          {...form.getInputProps('units')}
        />
      </Group>
      <Select
        label="What is needed"
        name="component"
        data={COMPONENTS}
        allowDeselect={false}
        {...form.getInputProps('component')}
      />
      <TextInput label="Hospital" name="hospitalName" required {...form.getInputProps('hospitalName')} />
      <FormPlaceField
        form={form}
        label="Where the hospital is"
        description="Donors nearest the hospital are asked first. Use your location if you are there."
      />
      <Stack gap={4}>
        <Text fw={500} size="sm" id="needed-by-label">
          Needed
        </Text>
        <SegmentedControl
          aria-labelledby="needed-by-label"
          data={[
            { value: 'now', label: 'Now' },
            { value: 'today', label: 'Today' },
            { value: 'date', label: 'On a day' },
          ]}
          {...form.getInputProps('neededBy')}
        />
      </Stack>
      {v.neededBy === 'date' ? (
        <TextInput label="Needed by" name="neededOn" type="date" required {...form.getInputProps('neededOn')} />
      ) : null}
      <TextInput label="Contact person" name="contactName" required {...form.getInputProps('contactName')} />
      <MobileInput
        label="Contact number"
        name="contactPhone"
        required
        description="Rung first when you call a donor; donors never see it."
        {...form.getInputProps('contactPhone')}
        value={v.contactPhone}
        onChange={(phone) => form.setFieldValue('contactPhone', phone)}
      />
      <Textarea
        label="Note for donors (optional)"
        name="note"
        maxLength={200}
        autosize
        minRows={2}
        description="For example the ward, or whom to ask at the desk. Do not write phone numbers."
        {...form.getInputProps('note')}
      />
      <Group>
        <Button type="submit" loading={send.isPending}>
          Send the request
        </Button>
      </Group>
    </FormSection>
  );
}
