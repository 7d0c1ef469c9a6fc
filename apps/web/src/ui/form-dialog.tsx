import { Button, Group, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { toastSuccess } from '../lib/toast';
import { type SchemaForm, useSchemaForm } from '../lib/use-schema-form';
import { useFormWords } from './form-words';
import { LoadError, SectionLoader } from './list-states';
import { FormModal, useUnsavedChanges } from './unsaved-changes';

/** Below this width a dialog takes the whole screen. */
export const PHONE_QUERY = '(max-width: 36em)';

/** What a dialog loads before its form can show (the record to edit): a loader, then the form or the error. */
export interface DialogLoad {
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Names what failed to load: "Could not load {what}". */
  what: string;
}

/** How a screen opens and closes a dialog. */
export interface OpenDialog {
  opened: boolean;
  onClose: () => void;
}

/**
 * An add or edit form in a dialog: a FormModal (closing asks first while the form has changes),
 * full screen on a phone, its form mounted only while open and afresh for each record (`formKey`:
 * the record's id, or 'new'). With `load`, a loader or the load error stands in for the form until
 * the record is there.
 */
export function FormDialog({
  opened,
  formKey,
  load,
  children,
  ...props
}: Omit<ModalProps, 'fullScreen'> & { formKey?: string; load?: DialogLoad }) {
  const narrow = useMediaQuery(PHONE_QUERY);
  const body = load?.query.isLoading ? (
    <SectionLoader label="Loading..." />
  ) : load?.query.isError ? (
    <LoadError error={load.query.error} what={load.what} onRetry={() => void load.query.refetch()} />
  ) : (
    <Fragment key={formKey}>{children}</Fragment>
  );
  return (
    <FormModal opened={opened} fullScreen={narrow} {...props}>
      {opened ? body : null}
    </FormModal>
  );
}

interface ModalSaveOptions<V extends object, A extends { message: string }> {
  form: SchemaForm<V>;
  /** Server field names that map onto a differently named form field. */
  aliases?: Record<string, string>;
  mutationFn: (values: V) => Promise<A>;
  /** The list the saved record appears in, refreshed after the save. */
  invalidate: QueryKey;
  /** Closes the modal after a successful save. */
  onDone: () => void;
  /** Said above a failure no field takes, e.g. "The coupon was not saved". */
  failureTitle?: string;
}

/**
 * The save of a dialog form (inside a FormDialog): on success the list is refreshed, the
 * server's sentence shown as a confirmation and the dialog closed; on failure field errors go on
 * their fields and anything else in a toast. `cancel` closes the dialog, asking first when the form
 * has unsaved changes.
 */
export function useModalSave<V extends object, A extends { message: string }>(o: ModalSaveOptions<V, A>) {
  const queryClient = useQueryClient();
  const guard = useUnsavedChanges(o.form.isDirty());
  const save = useMutation({
    mutationFn: o.mutationFn,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: o.invalidate });
      toastSuccess(answer.message);
      guard.release();
      o.onDone();
    },
    onError: (error) => o.form.fail(error, { aliases: o.aliases, title: o.failureTitle }),
  });
  const submit = o.form.submit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  return { save, submit, cancel: () => guard.cancel(o.onDone) };
}

/** The Cancel / Save buttons at the foot of a dialog form; Save spins and Cancel waits while saving. */
export function ModalFormActions({
  pending,
  onCancel,
  submitLabel,
  cancelLabel,
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** "Cancel" in the screen's language. */
  cancelLabel?: string;
}) {
  const words = useFormWords();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel ?? words.cancel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel ?? words.save}
      </Button>
    </Group>
  );
}

/**
 * A form's first values: each field from the record being edited where it has one, else the empty
 * form's (a new record, or a field the record leaves out).
 */
export function valuesOf<V extends object>(record: { [K in keyof V]?: V[K] | null } | null, empty: V): V {
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof V)[]) values[key] = record?.[key] ?? empty[key];
  return values;
}

type SchemaFormOptions<V extends object> = Parameters<typeof useSchemaForm<V>>[0];
type SaveOptions<V extends object, A extends { message: string }> = Omit<ModalSaveOptions<V, A>, 'form' | 'onDone'>;

/**
 * Add {noun} / Edit {noun}: a FormDialog whose form is a contract-checked `useSchemaForm` saved by
 * `useModalSave`, so a dialog declares only its fields (`children`, given the form). `record` is
 * what is edited (null adds one); the form starts afresh for each record.
 */
export function SchemaFormDialog<V extends object, A extends { message: string }>({
  noun,
  title,
  record,
  form,
  save,
  submitLabel,
  children,
  ...dialog
}: OpenDialog &
  Omit<ModalProps, 'fullScreen' | 'children' | keyof OpenDialog> & {
    /** "Add {noun}" or "Edit {noun}" is the title, unless `title` says otherwise. */
    noun: string;
    record: { _id: string } | null;
    form: SchemaFormOptions<NoInfer<V>>;
    save: SaveOptions<V, A>;
    submitLabel?: string;
    children: (form: SchemaForm<V>) => ReactNode;
  }) {
  const words = useFormWords();
  return (
    <FormDialog
      {...dialog}
      title={title ?? (record ? words.editTitle(noun) : words.addTitle(noun))}
      formKey={record?._id ?? 'new'}
    >
      <SchemaDialogForm spec={form} save={save} submitLabel={submitLabel} onDone={dialog.onClose}>
        {children}
      </SchemaDialogForm>
    </FormDialog>
  );
}

function SchemaDialogForm<V extends object, A extends { message: string }>({
  spec,
  save: options,
  submitLabel,
  onDone,
  children,
}: {
  spec: SchemaFormOptions<V>;
  save: SaveOptions<V, A>;
  submitLabel?: string;
  onDone: () => void;
  children: (form: SchemaForm<V>) => ReactNode;
}) {
  const form = useSchemaForm<V>(spec);
  const { save, submit, cancel } = useModalSave({ ...options, form, onDone });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children(form)}
        <ModalFormActions pending={save.isPending} onCancel={cancel} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
