import { Accordion, Badge, Group, Input, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  LANGUAGES,
  type ReasonSeverity,
  TRANSLATED_LANGS,
  type TReason,
  type TranslatedLang,
  ZCreateReasonRequest,
} from '@safesathi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ModalFormActions, useModalSave } from '../../ui/form-dialog';
import { createReason, type ReasonFields, settingsKeys, updateReason } from './settings-api';

const emptyTranslations = (reason: TReason | null) =>
  Object.fromEntries(
    TRANSLATED_LANGS.map((l) => [
      l,
      {
        reasonText: reason?.translations[l]?.reasonText ?? '',
        notificationText: reason?.translations[l]?.notificationText ?? '',
      },
    ]),
  ) as ReasonFields['translations'];

const filled = (texts: { reasonText: string; notificationText: string }) =>
  texts.reasonText.trim() !== '' || texts.notificationText.trim() !== '';

/**
 * A reason: its English name and owner's text (required), its severity, and the same in any of
 * the nine other languages of the SOS page; only the languages filled in are stored, and a page
 * or text in a language without one uses the English.
 */
export function ReasonForm({ reason, onDone }: { reason: TReason | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<ReasonFields>({
    schema: ZCreateReasonRequest,
    initialValues: {
      reasonText: reason?.reasonText ?? '',
      notificationText: reason?.notificationText ?? '',
      severity: reason?.severity ?? 'normal',
      translations: emptyTranslations(reason),
    },
  });
  const { save, submit, cancel } = useModalSave({
    form,
    mutationFn: (v: ReasonFields) => (reason ? updateReason(reason._id, v) : createReason(v)),
    invalidate: settingsKeys.reasons,
    onDone,
    failureTitle: t('adminSettings:reasonForm.notSaved'),
  });
  const [open, setOpen] = useState<string[]>([]);
  // A language with a mistake in it opens, so that its field (and the message) can be seen.
  const wrong = TRANSLATED_LANGS.filter((l) =>
    Object.keys(form.errors).some((k) => k.startsWith(`translations.${l}.`)),
  );
  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('adminSettings:reasonForm.reason')}
          description={t('adminSettings:reasonForm.reasonHint')}
          required
          data-autofocus
          {...form.getInputProps('reasonText')}
        />
        <Textarea
          label={t('adminSettings:reasonForm.notification')}
          description={t('adminSettings:reasonForm.notificationHint')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('notificationText')}
        />
        <Input.Wrapper
          label={t('adminSettings:reasonForm.severity')}
          labelElement="div"
          labelProps={{ id: 'reason-severity-label' }}
          description={t('adminSettings:reasons.severityHelp')}
          descriptionProps={{ id: 'reason-severity-help' }}
        >
          <SegmentedControl
            mt={6}
            fullWidth
            aria-labelledby="reason-severity-label"
            aria-describedby="reason-severity-help"
            data={[
              { value: 'normal', label: t('adminSettings:reasons.normal') },
              { value: 'urgent', label: t('adminSettings:reasons.urgent') },
            ]}
            value={values.severity}
            onChange={(v) => form.setFieldValue('severity', v as ReasonSeverity)}
          />
        </Input.Wrapper>
        <div>
          <Text fw={500} size="sm">
            {t('adminSettings:reasonForm.otherLanguages')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminSettings:reasonForm.otherLanguagesHint')}
          </Text>
        </div>
        <Accordion multiple variant="contained" value={[...new Set([...open, ...wrong])]} onChange={setOpen}>
          {TRANSLATED_LANGS.map((l) => (
            <LanguageSection key={l} lang={l} form={form} isFilled={filled(values.translations[l])} />
          ))}
        </Accordion>
        <ModalFormActions
          pending={save.isPending}
          onCancel={cancel}
          submitLabel={t('adminSettings:save')}
          cancelLabel={t('admin:common.cancel')}
        />
      </Stack>
    </form>
  );
}

function LanguageSection({
  lang,
  form,
  isFilled,
}: {
  lang: TranslatedLang;
  form: ReturnType<typeof useSchemaForm<ReasonFields>>;
  isFilled: boolean;
}) {
  const { t } = useTranslation();
  const { name, english } = LANGUAGES[lang];
  const dir = lang === 'ur' ? 'rtl' : undefined;
  return (
    <Accordion.Item value={lang}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text span lang={lang}>
            {name}
          </Text>
          <Text span c="dimmed" size="sm">
            {english}
          </Text>
          {isFilled ? (
            <Badge size="xs" variant="light" color="green" c="green.9">
              {t('adminSettings:reasonForm.filled')}
            </Badge>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <TextInput
            label={t('adminSettings:reasonForm.reasonIn', { language: english })}
            lang={lang}
            dir={dir}
            {...form.getInputProps(`translations.${lang}.reasonText`)}
          />
          <Textarea
            label={t('adminSettings:reasonForm.notificationIn', { language: english })}
            description={t('adminSettings:reasonForm.notificationInHint', { language: english })}
            lang={lang}
            dir={dir}
            autosize
            minRows={2}
            {...form.getInputProps(`translations.${lang}.notificationText`)}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
