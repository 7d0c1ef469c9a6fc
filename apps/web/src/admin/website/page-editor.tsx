import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PageSlug, TPage } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageWithWait } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { fieldMessage } from '../../lib/field-message';
import { PolicyText } from '../../site/policy-text';
import { fetchPage, publicKeys } from '../../site/public-api';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';

function Editor({ page }: { page: TPage }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const dirty = title !== page.title || body !== page.body;

  const save = useMutation({
    mutationFn: () =>
      api.put<{ message: string; data: TPage }>(`/api/pages/${page.slug}`, { title: title.trim(), body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(publicKeys.page(page.slug), answer.data);
      notifications.show({ color: 'green', message: `${answer.data.title} saved. The website shows it now.` });
    },
    onError: (error) => setErrors({ title: fieldMessage(error, 'title'), body: fieldMessage(error, 'body') }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const next = {
      title: !title.trim()
        ? 'Enter the title'
        : title.trim().length > 120
          ? 'Keep the title under 120 characters'
          : undefined,
      body: !body.trim()
        ? 'Enter the text'
        : body.length > 50_000
          ? 'Keep the text under 50,000 characters'
          : undefined,
    };
    setErrors(next);
    if (next.title || next.body) {
      setView('edit');
      return;
    }
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${page.title}`}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          name="title"
          required
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setErrors((x) => ({ ...x, title: undefined }));
          }}
          error={errors.title}
        />
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
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              setErrors((x) => ({ ...x, body: undefined }));
            }}
            error={errors.body}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
        ) : (
          <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Preview">
            <PolicyText body={body} />
          </Paper>
        )}
        {save.error && !errors.title && !errors.body ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {page.updatedAt ? `Last saved ${formatDateTime(page.updatedAt)}` : 'The starting text; not edited yet'}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!dirty || save.isPending}
              onClick={() => {
                setTitle(page.title);
                setBody(page.body);
                setErrors({});
              }}
            >
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
export function PageEditor({ slug }: { slug: PageSlug }) {
  const page = useQuery({ queryKey: publicKeys.page(slug), queryFn: ({ signal }) => fetchPage(slug, signal) });
  if (page.isError)
    return (
      <LoadError error={page.error} what="this page" onRetry={() => void page.refetch()} retrying={page.isFetching} />
    );
  if (page.isPending) return <SectionLoader label="Loading the page…" />;
  return <Editor key={`${slug}-${page.data.updatedAt}`} page={page.data} />;
}
