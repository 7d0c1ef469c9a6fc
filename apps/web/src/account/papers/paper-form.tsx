import { Button, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PAPER_KINDS, type PaperKind, VEHICLE_PAPER_KINDS } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { translateFieldError } from '../../i18n/field-errors';
import { isApiError } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { FormAlert } from '../../ui/form-alert';
import { paperKindInText, paperKindName } from './paper-words';
import { addPaper, type MyPaper, type PaperFields, paperKeys, updatePaper } from './papers-api';

const isVehiclePaper = (kind: PaperKind) => (VEHICLE_PAPER_KINDS as readonly string[]).includes(kind);

function initial(paper?: MyPaper, renews?: MyPaper): PaperFields {
  const from = paper ?? renews;
  return {
    kind: from?.kind ?? 'insurance',
    vehicleId: from?.vehicleId ?? '',
    number: paper?.number ?? '',
    issuer: from?.issuer ?? '',
    validFrom: paper?.validFrom ?? '',
    validUntil: paper?.validUntil ?? '',
    insurer: from?.insurer ?? '',
    helpline: from?.helpline ?? '',
    renews: renews?._id,
  };
}

/**
 * Add, edit or renew a paper: its kind, the vehicle (none for a licence), number, issuer, validity,
 * the insurer and claim helpline for a policy, and a photo (the phone's camera) or a PDF.
 */
export function PaperForm(p: {
  paper?: MyPaper;
  renews?: MyPaper;
  vehicles: { _id: string; registrationNumber: string }[];
  onDone: () => void;
}) {
  const say = useErrorText();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<PaperFields>(() => initial(p.paper, p.renews));
  const [file, setFile] = useState<File | null>(null);
  const set = (key: keyof PaperFields) => (value: string | null) => setFields((f) => ({ ...f, [key]: value ?? '' }));
  const save = useMutation({
    mutationFn: () => {
      const body = isVehiclePaper(fields.kind) ? fields : { ...fields, vehicleId: '' };
      return p.paper ? updatePaper(p.paper._id, body, file) : addPaper(body, file);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paperKeys.all });
      toastSuccess(p.renews ? t('papers:form.renewedSaved') : t('papers:form.saved'));
      p.onDone();
    },
  });
  const fieldError = (path: string) =>
    isApiError(save.error)
      ? translateFieldError(t, save.error.errors.find((e) => e.path === path)?.message)
      : undefined;
  const forVehicle = isVehiclePaper(fields.kind);

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      aria-label={p.paper ? t('papers:form.editLabel') : t('papers:add')}
    >
      {p.renews && (
        <Text size="sm" c="dimmed">
          {t('papers:form.renews', { paper: paperKindInText(t, p.renews.kind) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('papers:form.kind')}
          data={PAPER_KINDS.map((k) => ({ value: k, label: paperKindName(t, k) }))}
          value={fields.kind}
          onChange={(v) => v && setFields((f) => ({ ...f, kind: v as PaperKind }))}
          disabled={Boolean(p.paper || p.renews)}
          allowDeselect={false}
          error={fieldError('kind')}
        />
        {forVehicle && (
          <Select
            label={t('papers:form.vehicle')}
            placeholder={p.vehicles.length ? t('papers:form.chooseVehicle') : t('papers:form.vehicleFirst')}
            data={p.vehicles.map((v) => ({ value: v._id, label: v.registrationNumber }))}
            value={fields.vehicleId || null}
            onChange={set('vehicleId')}
            disabled={Boolean(p.renews)}
            error={fieldError('vehicleId')}
          />
        )}
        <TextInput
          label={t('papers:form.number')}
          value={fields.number}
          onChange={(e) => set('number')(e.currentTarget.value)}
          error={fieldError('number')}
        />
        <TextInput
          label={t('papers:form.issuer')}
          value={fields.issuer}
          onChange={(e) => set('issuer')(e.currentTarget.value)}
          error={fieldError('issuer')}
        />
        <TextInput
          type="date"
          label={t('papers:form.validFrom')}
          value={fields.validFrom}
          onChange={(e) => set('validFrom')(e.currentTarget.value)}
          error={fieldError('validFrom')}
        />
        <TextInput
          type="date"
          label={t('papers:form.validUntil')}
          value={fields.validUntil}
          onChange={(e) => set('validUntil')(e.currentTarget.value)}
          error={fieldError('validUntil')}
        />
        {fields.kind === 'insurance' && (
          <>
            <TextInput
              label={t('papers:form.insurer')}
              value={fields.insurer}
              onChange={(e) => set('insurer')(e.currentTarget.value)}
              error={fieldError('insurer')}
            />
            <TextInput
              label={t('papers:form.helpline')}
              type="tel"
              value={fields.helpline}
              onChange={(e) => set('helpline')(e.currentTarget.value)}
              error={fieldError('helpline')}
            />
          </>
        )}
      </SimpleGrid>
      <FileInput
        label={p.paper?.fileType ? t('papers:form.replaceFile') : t('papers:form.file')}
        description={t('papers:form.fileHelp')}
        placeholder={t('papers:form.filePlaceholder')}
        accept="image/*,application/pdf"
        value={file}
        onChange={setFile}
        clearable
        error={fieldError('file')}
      />
      {save.isError && !fieldError('file') && <FormAlert>{say(save.error)}</FormAlert>}
      <Group gap="sm">
        <Button type="submit" loading={save.isPending}>
          {t('papers:form.save')}
        </Button>
        <Button variant="default" onClick={p.onDone} disabled={save.isPending}>
          {t('account:cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
