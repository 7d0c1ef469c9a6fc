import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageWithWait } from '../../lib/api';
import { serverFieldErrors } from '../../lib/server-errors';
import { FormAlert } from '../../ui/form-alert';
import { IconPlus } from '../../ui/icons';
import { ImagePicker } from '../../ui/image-picker';

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
  parent,
  withPicture,
  onAdd,
}: {
  title: string;
  nameLabel: string;
  parent?: { label: string; placeholder: string; data: SelectData; field: string; loading: boolean };
  withPicture?: boolean;
  onAdd: (values: AddValues) => Promise<{ message: string }>;
}) {
  const [values, setValues] = useState<AddValues>({ name: '', parentId: null, picture: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: onAdd,
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setValues((v) => ({ name: '', parentId: v.parentId, picture: null }));
      setErrors({});
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, parent ? { [parent.field]: 'parentId' } : {});
      const placed: Record<string, string> = {};
      for (const k of ['name', 'parentId', 'picture']) if (fields[k]) placed[k] = fields[k];
      setErrors(placed);
      setAlert(Object.keys(placed).length ? null : messageWithWait(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const next: Record<string, string> = {};
    if (!values.name.trim()) next.name = `Enter the ${nameLabel.toLowerCase()}`;
    if (parent && !values.parentId) next.parentId = `Choose a ${parent.label.toLowerCase()}`;
    setErrors(next);
    if (Object.keys(next).length === 0) add.mutate({ ...values, name: values.name.trim() });
  };

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
                value={values.parentId}
                onChange={(v) => {
                  setValues((x) => ({ ...x, parentId: v }));
                  setErrors((e) => ({ ...e, parentId: '' }));
                }}
                nothingFoundMessage={parent.loading ? 'Loading...' : 'No options'}
                error={errors.parentId || undefined}
                comboboxProps={{ withinPortal: true }}
                miw={200}
              />
            ) : null}
            <TextInput
              label={nameLabel}
              required
              value={values.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setValues((x) => ({ ...x, name }));
                setErrors((x) => ({ ...x, name: '' }));
              }}
              error={errors.name || undefined}
              miw={200}
            />
          </Group>
          {withPicture ? (
            <ImagePicker
              label="Picture (optional)"
              files={values.picture ? [values.picture] : []}
              onFilesChange={(files) => setValues((x) => ({ ...x, picture: files[0] ?? null }))}
              error={errors.picture || undefined}
            />
          ) : null}
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
