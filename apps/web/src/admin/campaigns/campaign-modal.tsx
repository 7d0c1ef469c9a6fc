import { Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_SEGMENTS,
  type CampaignSegmentKind,
  formatMoney,
  type TCampaignSegment,
  ZCreateCampaignRequest,
} from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormDialog, ModalFormActions, useModalSave } from '../../ui/form-dialog';
import { campaignKeys, createCampaign, estimateCampaign, fetchCampaignOptions } from './campaigns-api';
import { segmentLabel } from './segment-label';

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
  const { t } = useTranslation();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('adminCampaigns:form.title')} size="lg">
      <CampaignForm onDone={onClose} />
    </FormDialog>
  );
}

const segmentOf = (s: CampaignFields['segment']): TCampaignSegment => ({
  kind: s.kind,
  value: s.kind === 'state' || s.kind === 'vehicleType' ? s.value : null,
});

function CampaignForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
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
          ? t('adminCampaigns:form.atMissing')
          : v.when === 'later' && new Date(v.at).getTime() < Date.now()
            ? t('adminCampaigns:form.atPast')
            : null,
    }),
  });
  const { save, submit, cancel } = useModalSave({
    form,
    failureTitle: t('adminCampaigns:form.failed'),
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
          label={t('adminCampaigns:form.name')}
          description={t('adminCampaigns:form.nameHint')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('adminCampaigns:form.text')}
          description={t('adminCampaigns:form.textHint', { length: values.body.length, max: CAMPAIGN_BODY_MAX })}
          required
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('body')}
        />
        <TextInput
          label={t('adminCampaigns:form.dlt')}
          description={t('adminCampaigns:form.dltHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('dltTemplateId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('adminCampaigns:form.sendTo')}
            required
            allowDeselect={false}
            data={CAMPAIGN_SEGMENTS.map((k) => ({ value: k, label: segmentLabel(t, k) }))}
            {...form.getInputProps('segment.kind')}
            onChange={(v) => form.setFieldValue('segment', { kind: (v ?? 'all') as CampaignSegmentKind, value: '' })}
          />
          {kind === 'state' || kind === 'vehicleType' ? (
            <Select
              label={kind === 'state' ? t('adminCampaigns:form.state') : t('adminCampaigns:form.vehicleType')}
              required
              searchable
              placeholder={options.isPending ? t('adminCampaigns:form.loading') : t('adminCampaigns:form.choose')}
              nothingFoundMessage={t('adminCampaigns:form.nothingFound')}
              data={
                kind === 'state'
                  ? (options.data?.states ?? [])
                  : (options.data?.vehicleTypes ?? []).map((vt) => ({ value: vt._id, label: vt.name }))
              }
              {...form.getInputProps('segment.value')}
              onChange={(v) => form.setFieldValue('segment.value', v ?? '')}
            />
          ) : null}
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm" aria-live="polite">
          {!ready ? (
            <Text size="sm" c="dimmed">
              {kind === 'state' ? t('adminCampaigns:estimate.chooseState') : t('adminCampaigns:estimate.chooseType')}
            </Text>
          ) : estimate.isPending ? (
            <Text size="sm">{t('adminCampaigns:estimate.counting')}</Text>
          ) : estimate.isError ? (
            <Text size="sm" c="red.9">
              {errorMessage(estimate.error)}
            </Text>
          ) : (
            <Text size="sm">
              <strong>{estimate.data.recipients}</strong>{' '}
              {t('adminCampaigns:estimate.recipients', { count: estimate.data.recipients })} ·{' '}
              {t('adminCampaigns:estimate.parts', { count: estimate.data.parts })} ·{' '}
              {t('adminCampaigns:estimate.about')} <strong>{formatMoney(estimate.data.costPaise)}</strong>{' '}
              {t('adminCampaigns:estimate.perPart', { cost: formatMoney(estimate.data.costPerSmsPaise) })}
            </Text>
          )}
        </Paper>
        <Radio.Group label={t('adminCampaigns:form.when')} {...form.getInputProps('when')}>
          <Group gap="lg" mt={4}>
            <Radio value="now" label={t('adminCampaigns:form.now')} />
            <Radio value="later" label={t('adminCampaigns:form.schedule')} />
          </Group>
        </Radio.Group>
        {values.when === 'later' ? (
          <TextInput type="datetime-local" label={t('adminCampaigns:form.at')} required {...form.getInputProps('at')} />
        ) : null}
        <ModalFormActions
          pending={save.isPending}
          onCancel={cancel}
          submitLabel={values.when === 'later' ? t('adminCampaigns:form.schedule') : t('adminCampaigns:form.send')}
        />
      </Stack>
    </form>
  );
}
