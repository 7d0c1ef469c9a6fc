import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type PageSlug, type TPage, ZPageRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/date-time';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { PolicyText } from '../../site/policy-text';
import { fetchPage, publicKeys } from '../../site/public-api';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { savePage } from '../settings/settings-api';

function Editor({ page, onDirtyChange }: { page: TPage; onDirtyChange?: (dirty: boolean) => void }) {
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
      toastSuccess(`${answer.data.title} saved. The website shows it now.`);
    },
    onError: (error) => {
      setView('edit');
      form.fail(error, { title: 'The page was not saved' });
    },
  });

  const submit = form.submit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  // A wrong text must be visible to be fixed: the preview gives way to the editor.
  const wrongText = Boolean(form.errors.body);
  if (wrongText && view === 'preview') setView('edit');

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${page.title}`}>
      <Stack gap="sm">
        <TextInput label="Title" name="title" required {...form.getInputProps('title')} />
        <SegmentedControl
          aria-label="Text view"
          value={view}
          onChange={(v) => setView(v as 'edit' | 'preview')}
          data={[
            { value: 'edit', label: 'Write' },
            { value: 'preview', label: 'Preview' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'edit' ? (
          <Textarea
            label="Text"
            name="body"
            required
            description="A blank line starts a new paragraph; “## ” at the start of a line makes a heading; “- ” a list item."
            autosize
            minRows={10}
            maxRows={28}
            {...form.getInputProps('body')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
        ) : (
          <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Preview">
            <PolicyText body={body} />
          </Paper>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {page.updatedAt ? `Last saved ${formatDateTime(page.updatedAt)}` : 'The starting text; not edited yet'}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              Save page
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** One website page's title and text (GET/PUT /api/pages/{slug}), with a preview as the website shows it. */
export function PageEditor({ slug, onDirtyChange }: { slug: PageSlug; onDirtyChange?: (dirty: boolean) => void }) {
  const page = useQuery({ queryKey: publicKeys.page(slug), queryFn: ({ signal }) => fetchPage(slug, signal) });
  if (page.isError)
    return (
      <LoadError error={page.error} what="this page" onRetry={() => void page.refetch()} retrying={page.isFetching} />
    );
  if (page.isPending) return <SectionLoader label="Loading the page…" />;
  return <Editor key={`${slug}-${page.data.updatedAt}`} page={page.data} onDirtyChange={onDirtyChange} />;
}
