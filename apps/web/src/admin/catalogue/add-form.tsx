import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { IconPlus } from '../../ui/icons';
import { ImagePicker } from '../../ui/image-picker';
import { useUnsavedChanges } from '../../ui/unsaved-changes';

export interface AddValues {
  name: string;
  parentId: string | null;
  picture: File | null;
}

type SelectData = { value: string; label: string }[] | { group: string; items: { value: string; label: string }[] }[];

/**
 * The add form above a catalogue list: a name, and for brands and models the parent to put it
 * under (and an optional picture for a model). Says beside the field what the server refused.
 */
export function AddForm({
  title,
  nameLabel,
  schema,
  parent,
  withPicture,
  onAdd,
}: {
  title: string;
  /** The contract's request for this list (`name`, and the parent's field when there is one). */
  schema: z.ZodObject;
  nameLabel: string;
  parent?: { label: string; placeholder: string; data: SelectData; field: string; loading: boolean };
  withPicture?: boolean;
  onAdd: (values: AddValues) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation();
  // The contract's rules for the name and the parent, under the form's own field names.
  const formSchema = useMemo(
    () => z.object({ name: schema.shape.name!, parentId: parent ? schema.shape[parent.field]! : z.any() }),
    [schema, parent?.field, parent],
  );
  const form = useSchemaForm<AddValues>({
    schema: formSchema,
    initialValues: { name: '', parentId: null, picture: null },
  });
  useUnsavedChanges(form.isDirty());
  const add = useMutation({
    mutationFn: onAdd,
    onSuccess: (answer, sent) => {
      toastSuccess(answer.message);
      // The next one often goes under the same parent: it stays chosen.
      form.reset();
      form.setFieldValue('parentId', sent.parentId);
      form.resetDirty();
    },
    onError: (error) =>
      form.fail(error, {
        aliases: parent ? { [parent.field]: 'parentId', picture: 'picture' } : {},
        title: t('adminCatalogue:add.failed'),
      }),
  });

  const submit = form.submit((values) => {
    if (!add.isPending) add.mutate({ ...values, name: values.name.trim() });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            {parent ? (
              <Select
                label={parent.label}
                placeholder={parent.placeholder}
                required
                searchable
                allowDeselect={false}
                data={parent.data}
                {...form.getInputProps('parentId')}
                nothingFoundMessage={
                  parent.loading ? t('adminCatalogue:add.loading') : t('adminCatalogue:add.noOptions')
                }
                comboboxProps={{ withinPortal: true }}
                miw={200}
              />
            ) : null}
            <TextInput label={nameLabel} required {...form.getInputProps('name')} miw={200} />
          </Group>
          {withPicture ? (
            <ImagePicker
              label={t('adminCatalogue:add.picture')}
              files={form.values.picture ? [form.values.picture] : []}
              onFilesChange={(files) => form.setFieldValue('picture', files[0] ?? null)}
              error={form.errors.picture as string | undefined}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              {t('adminCatalogue:add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
