import { Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type TFaq, ZFaqRequest } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { useReorder } from '../../lib/use-reorder';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ModalFormActions, useModalSave } from '../../ui/form-dialog';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { RowActions } from '../../ui/row-actions';
import { SortableList } from '../../ui/sortable-list';
import { FormModal } from '../../ui/unsaved-changes';
import { ScreenHeader } from './screen-header';
import { createFaq, deleteFaq, type FaqFields, fetchFaqs, settingsKeys, updateFaq } from './settings-api';
import { useConfirmDelete } from './use-delete';

/** /admin-faq, /admin-faqs, /admin-FAQ (nav 12): the landing page's questions, numbered "Ques: N". */
export function FaqsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const allowed = (['viewFAQs', 'addFAQs', 'deleteFAQs'] as const).some(auth.can);
  const [editing, setEditing] = useState<{ faq: TFaq | null } | null>(null);
  const faqs = useQuery({ queryKey: settingsKeys.faqs, queryFn: ({ signal }) => fetchFaqs(signal), enabled: allowed });
  const askDelete = useConfirmDelete(deleteFaq, settingsKeys.faqs);
  const reorder = useReorder<TFaq>(settingsKeys.faqs, '/api/faqs/order', 'FAQs');
  const canEdit = auth.can('addFAQs');

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('adminSettings:faqs.title')}
        onAdd={canEdit ? () => setEditing({ faq: null }) : undefined}
      />
      {faqs.isPending ? (
        <SectionLoader label={t('adminSettings:faqs.loading')} />
      ) : faqs.isError ? (
        <LoadError
          error={faqs.error}
          title={t('adminSettings:faqs.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void faqs.refetch()}
        />
      ) : faqs.data.length === 0 ? (
        <EmptyState title={t('adminSettings:faqs.none')} text={t('adminSettings:faqs.noneText')} />
      ) : (
        <SortableList
          items={faqs.data}
          getId={(f) => f._id}
          getName={(f, i) => t('adminSettings:faqs.name', { n: i + 1, question: f.question })}
          label={t('adminSettings:faqs.list')}
          disabledReason={canEdit ? null : t('adminSettings:faqs.noReorder')}
          onReorder={(ids) => reorder.mutate(ids)}
          renderItem={(f, i, handle) => (
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                {handle}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {t('adminSettings:faqs.number', { n: i + 1 })}
                  </Text>
                  <Text fw={600}>{f.question}</Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {f.answer}
                  </Text>
                </Stack>
                <RowActions
                  name={t('adminSettings:faqs.rowName', { n: i + 1 })}
                  justify="flex-end"
                  onEdit={canEdit ? () => setEditing({ faq: f }) : undefined}
                  onDelete={
                    auth.can('deleteFAQs')
                      ? () =>
                          askDelete(
                            f._id,
                            t('adminSettings:faqs.deleteTitle'),
                            t('adminSettings:faqs.deleteText', { question: f.question }),
                          )
                      : undefined
                  }
                />
              </Group>
            </Paper>
          )}
        />
      )}
      <FaqModal faq={editing?.faq ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function FaqModal({ faq, opened, onClose }: { faq: TFaq | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={faq ? t('adminSettings:faqs.edit') : t('adminSettings:faqs.add')}
      size="lg"
    >
      {opened ? <FaqForm key={faq?._id ?? 'new'} faq={faq} onDone={onClose} /> : null}
    </FormModal>
  );
}

function FaqForm({ faq, onDone }: { faq: TFaq | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<FaqFields>({
    schema: ZFaqRequest,
    initialValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const { save, submit, cancel } = useModalSave({
    form,
    mutationFn: (v: FaqFields) => {
      const body = { question: v.question.trim(), answer: v.answer.trim() };
      return faq ? updateFaq(faq._id, body) : createFaq(body);
    },
    invalidate: settingsKeys.faqs,
    onDone,
    failureTitle: t('adminSettings:faqs.notSaved'),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('adminSettings:faqs.question')}
          required
          data-autofocus
          {...form.getInputProps('question')}
        />
        <Textarea
          label={t('adminSettings:faqs.answer')}
          required
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('answer')}
        />
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
