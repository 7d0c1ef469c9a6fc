import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type PageSlug, type TPage, ZPageRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { PolicyText } from '../../site/policy-text';
import { fetchPage, publicKeys } from '../../site/public-api';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { savePage } from '../settings/settings-api';

function Editor({ page, onDirtyChange }: { page: TPage; onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const form = useSchemaForm<{ title: string; body: string }>({
    schema: ZPageRequest,
    initialValues: { title: page.title, body: page.body },
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const { body } = form.values;

  const save = useMutation({
    mutationFn: (values: { title: string; body: string }) =>
      savePage(page.slug, { title: values.title.trim(), body: values.body }),
    onSuccess: (answer) => {
      form.saved({ title: answer.data.title, body: answer.data.body });
      queryClient.setQueryData(publicKeys.page(page.slug), answer.data);
      toastSuccess(t('adminWebsite:editor.saved', { title: answer.data.title }));
    },
    onError: (error) => {
      setView('edit');
      form.fail(error, { title: t('adminWebsite:editor.failed') });
    },
  });

  const submit = form.submit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  // A wrong text must be visible to be fixed: the preview gives way to the editor.
  const wrongText = Boolean(form.errors.body);
  if (wrongText && view === 'preview') setView('edit');

  return (
    <form noValidate onSubmit={submit} aria-label={t('adminWebsite:editor.editOf', { title: page.title })}>
      <Stack gap="sm">
        <TextInput label={t('adminWebsite:editor.title')} name="title" required {...form.getInputProps('title')} />
        <SegmentedControl
          aria-label={t('adminWebsite:editor.view')}
          value={view}
          onChange={(v) => setView(v as 'edit' | 'preview')}
          data={[
            { value: 'edit', label: t('adminWebsite:editor.write') },
            { value: 'preview', label: t('adminWebsite:editor.preview') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'edit' ? (
          <Textarea
            label={t('adminWebsite:editor.text')}
            name="body"
            required
            description={t('adminWebsite:editor.textHint')}
            autosize
            minRows={10}
            maxRows={28}
            {...form.getInputProps('body')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
        ) : (
          <Paper withBorder radius="md" p="md" bg="gray.0" aria-label={t('adminWebsite:editor.preview')}>
            <PolicyText body={body} />
          </Paper>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {page.updatedAt
              ? t('adminWebsite:editor.lastSaved', { when: formatDateTime(page.updatedAt) })
              : t('adminWebsite:editor.notEdited')}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
              {t('adminWebsite:editor.undo')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('adminWebsite:editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** One website page's title and text (GET/PUT /api/pages/{slug}), with a preview as the website shows it. */
export function PageEditor({ slug, onDirtyChange }: { slug: PageSlug; onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const page = useQuery({ queryKey: publicKeys.page(slug), queryFn: ({ signal }) => fetchPage(slug, signal) });
  if (page.isError)
    return (
      <LoadError
        error={page.error}
        title={t('adminWebsite:editor.loadError')}
        retryLabel={t('adminWebsite:tryAgain')}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  if (page.isPending) return <SectionLoader label={t('adminWebsite:editor.loading')} />;
  return <Editor key={`${slug}-${page.data.updatedAt}`} page={page.data} onDirtyChange={onDirtyChange} />;
}
