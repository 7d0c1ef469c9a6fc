import { Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_SEGMENT_LABELS,
  CAMPAIGN_SEGMENTS,
  type CampaignSegmentKind,
  formatMoney,
  type TCampaignSegment,
  ZCreateCampaignRequest,
} from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormDialog, ModalFormActions, useModalSave } from '../../ui/form-dialog';
import { campaignKeys, createCampaign, estimateCampaign, fetchCampaignOptions } from './campaigns-api';

interface CampaignFields {
  name: string;
  body: string;
  dltTemplateId: string;
  segment: { kind: CampaignSegmentKind; value: string };
  when: 'now' | 'later';
  /** datetime-local: YYYY-MM-DDTHH:mm on the admin's clock. */
  at: string;
}

/** New campaign: the text with its DLT template id, a segment with its count and cost, now or later. */
export function CampaignModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="New SMS campaign" size="lg">
      <CampaignForm onDone={onClose} />
    </FormDialog>
  );
}

const segmentOf = (s: CampaignFields['segment']): TCampaignSegment => ({
  kind: s.kind,
  value: s.kind === 'state' || s.kind === 'vehicleType' ? s.value : null,
});

function CampaignForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm<CampaignFields>({
    schema: ZCreateCampaignRequest,
    initialValues: {
      name: '',
      body: '',
      dltTemplateId: '',
      segment: { kind: 'all', value: '' },
      when: 'now',
      at: '',
    },
    rules: (v) => ({
      at:
        v.when === 'later' && !v.at
          ? 'Choose the date and time'
          : v.when === 'later' && new Date(v.at).getTime() < Date.now()
            ? 'Choose a time in the future'
            : null,
    }),
  });
  const { save, submit, cancel } = useModalSave({
    form,
    failureTitle: 'The campaign was not saved',
    mutationFn: (v: CampaignFields) =>
      createCampaign({
        name: v.name,
        body: v.body,
        dltTemplateId: v.dltTemplateId.trim(),
        segment: segmentOf(v.segment),
        scheduledAt: v.when === 'later' ? new Date(v.at).toISOString() : null,
      }),
    aliases: { scheduledAt: 'at' },
    invalidate: campaignKeys.all,
    onDone,
  });
  const options = useQuery({ queryKey: campaignKeys.options, queryFn: ({ signal }) => fetchCampaignOptions(signal) });
  const values = form.getValues();
  const segment = segmentOf(values.segment);
  const [body] = useDebouncedValue(values.body, 400);
  const ready = segment.kind === 'all' || segment.kind === 'noActiveTag' || !!segment.value;
  const estimate = useQuery({
    queryKey: campaignKeys.estimate(segment, body),
    queryFn: ({ signal }) => estimateCampaign(segment, body, signal),
    enabled: ready,
  });
  const kind = values.segment.kind;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="For you; customers do not see it."
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Text"
          description={`Links may point only to this site and the addresses set up for campaigns. A short STOP link is added at the end. ${values.body.length} of ${CAMPAIGN_BODY_MAX} characters.`}
          required
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('body')}
        />
        <TextInput
          label="DLT template id"
          description="The 19-digit id of this text's approved template on your DLT portal."
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('dltTemplateId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Send to"
            required
            allowDeselect={false}
            data={CAMPAIGN_SEGMENTS.map((k) => ({ value: k, label: CAMPAIGN_SEGMENT_LABELS[k] }))}
            {...form.getInputProps('segment.kind')}
            onChange={(v) => form.setFieldValue('segment', { kind: (v ?? 'all') as CampaignSegmentKind, value: '' })}
          />
          {kind === 'state' || kind === 'vehicleType' ? (
            <Select
              label={kind === 'state' ? 'State' : 'Vehicle type'}
              required
              searchable
              placeholder={options.isPending ? 'Loading…' : 'Choose'}
              nothingFoundMessage="Nothing found"
              data={
                kind === 'state'
                  ? (options.data?.states ?? [])
                  : (options.data?.vehicleTypes ?? []).map((t) => ({ value: t._id, label: t.name }))
              }
              {...form.getInputProps('segment.value')}
              onChange={(v) => form.setFieldValue('segment.value', v ?? '')}
            />
          ) : null}
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm" aria-live="polite">
          {!ready ? (
            <Text size="sm" c="dimmed">
              Choose the {kind === 'state' ? 'state' : 'vehicle type'} to see who it reaches.
            </Text>
          ) : estimate.isPending ? (
            <Text size="sm">Counting recipients…</Text>
          ) : estimate.isError ? (
            <Text size="sm" c="red.9">
              {errorMessage(estimate.error)}
            </Text>
          ) : (
            <Text size="sm">
              <strong>{estimate.data.recipients}</strong> recipient{estimate.data.recipients === 1 ? '' : 's'}{' '}
              (customers who turned offers off are left out) · {estimate.data.parts} SMS part
              {estimate.data.parts > 1 ? 's' : ''} each · about <strong>{formatMoney(estimate.data.costPaise)}</strong>{' '}
              at {formatMoney(estimate.data.costPerSmsPaise)} a part
            </Text>
          )}
        </Paper>
        <Radio.Group label="When" {...form.getInputProps('when')}>
          <Group gap="lg" mt={4}>
            <Radio value="now" label="Send now" />
            <Radio value="later" label="Schedule" />
          </Group>
        </Radio.Group>
        {values.when === 'later' ? (
          <TextInput type="datetime-local" label="Date and time" required {...form.getInputProps('at')} />
        ) : null}
        <ModalFormActions
          pending={save.isPending}
          onCancel={cancel}
          submitLabel={values.when === 'later' ? 'Schedule' : 'Send'}
        />
      </Stack>
    </form>
  );
}
