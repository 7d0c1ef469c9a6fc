import { Button, Divider, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { BLOOD_GROUPS, type TUserDetail, type UserType } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { FormDialog } from '../../ui/form-dialog';
import { MobileInput } from '../../ui/mobile-input';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveUser } from './save-user';
import { contactRules, USER_SCHEMA, type UserFormValues, valuesFrom } from './user-form-model';
import { AddressesFields, ContactsFields, VehiclesFields } from './user-form-sections';
import { fetchUser, USERS_KEY, userKey } from './users-api';

/**
 * Add / Edit Customer (or, for admins, Add / Edit User): details, emergency contacts and, for
 * customers, vehicles and addresses, saved together. `userId` null adds a new person.
 */
export function UserFormModal({
  opened,
  usertype,
  userId,
  onClose,
  onCreated,
}: {
  opened: boolean;
  usertype: UserType;
  userId: string | null;
  onClose: () => void;
  /** A new person was saved and the modal closed (admins go on to their permissions). */
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  // Once a new person is saved the modal edits them, so Save again never creates a second one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = userId ?? createdId;
  const detail = useQuery({
    queryKey: id ? userKey(id) : ['users', 'none'],
    queryFn: ({ signal }) => fetchUser(id!, signal),
    enabled: opened && userId !== null,
  });
  const close = () => {
    setCreatedId(null);
    onClose();
  };
  // The form reports the new id and closes in the same tick: a ref, not the state, still has it then.
  const justCreated = useRef<string | null>(null);
  const created = (newId: string) => {
    justCreated.current = newId;
    setCreatedId(newId);
  };
  const done = () => {
    const newId = justCreated.current;
    justCreated.current = null;
    close();
    if (newId) onCreated?.(newId);
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={
        usertype === 'Customer'
          ? id
            ? t('adminUsers:form.editCustomer')
            : t('adminUsers:form.addCustomer')
          : id
            ? t('adminUsers:form.editAdmin')
            : t('adminUsers:form.addAdmin')
      }
      size="xl"
      load={userId ? { query: detail, what: t('adminUsers:form.thisPerson') } : undefined}
      formKey={userId ?? 'new'}
    >
      <UserForm usertype={usertype} user={userId ? (detail.data ?? null) : null} onCreated={created} onDone={done} />
    </FormDialog>
  );
}

function UserForm({
  usertype,
  user,
  onCreated,
  onDone,
}: {
  usertype: UserType;
  user: TUserDetail | null;
  onCreated: (id: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const form = useSchemaForm<UserFormValues>({
    schema: USER_SCHEMA,
    rules: (values) => contactRules(values, t),
    initialValues: valuesFrom(user),
  });
  const guard = useUnsavedChanges(form.isDirty());
  const inputProps = (path: string) => form.getInputProps(path);
  const savedId = useRef(user?._id ?? null);
  const original = useRef(valuesFrom(user));
  // Saved, but some rows were refused: they keep their values and errors for another Save.
  const [partly, setPartly] = useState<string | null>(null);
  const withRecords = usertype === 'Customer' && auth.can('editCustomer');

  const save = useMutation({
    mutationFn: (values: UserFormValues) => saveUser(usertype, savedId.current, values, original.current),
    onSuccess: async (out) => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      if (!savedId.current) onCreated(out.user._id);
      savedId.current = out.user._id;
      if (out.failed === 0) {
        toastSuccess(t('adminUsers:form.saved', { name: out.user.name }));
        guard.release();
        onDone();
        return;
      }
      // Some rows did not save: keep them with their errors; what did save is now the baseline.
      original.current = valuesFrom(await fetchUser(out.user._id).catch(() => null));
      form.setFieldValue('vehicles', out.vehicles);
      form.setFieldValue('addresses', out.addresses);
      form.setErrors(out.rowErrors);
      setPartly(t('adminUsers:form.partly', { name: out.user.name, count: out.failed, first: out.firstFailure }));
    },
    onError: (error) =>
      form.fail(error, {
        title: usertype === 'Customer' ? t('adminUsers:form.notSavedCustomer') : t('adminUsers:form.notSavedAdmin'),
      }),
  });

  const submit = form.submit((values) => {
    if (save.isPending) return;
    setPartly(null);
    save.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('adminUsers:form.name')}
            required
            autoComplete="off"
            {...inputProps('name')}
            data-autofocus
          />
          <TextInput
            label={t('adminUsers:form.email')}
            type="email"
            required
            autoComplete="off"
            {...inputProps('email')}
          />
          <MobileInput
            label={t('adminUsers:form.mobile')}
            required
            autoComplete="off"
            {...inputProps('phone')}
            value={form.getValues().phone}
            onChange={(v) => form.setFieldValue('phone', v)}
            disabled={user?.isSuperAdmin}
            description={user?.isSuperAdmin ? t('adminUsers:form.setByEnv') : undefined}
          />
          <Select
            label={t('adminUsers:form.bloodGroup')}
            placeholder={t('adminUsers:form.selectBloodGroup')}
            data={[...BLOOD_GROUPS]}
            clearable
            {...inputProps('bloodGroup')}
          />
        </SimpleGrid>
        {usertype === 'Customer' ? (
          <Switch
            label={t('adminUsers:form.showDetails')}
            description={t('adminUsers:form.showDetailsText')}
            {...form.getInputProps('showDetails', { type: 'checkbox' })}
          />
        ) : null}
        <Divider />
        <ContactsFields form={form} inputProps={inputProps} />
        {withRecords ? (
          <>
            <Divider />
            <VehiclesFields form={form} inputProps={inputProps} />
            <Divider />
            <AddressesFields form={form} inputProps={inputProps} />
          </>
        ) : null}
        {partly ? <FormAlert tone="warning">{partly}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={save.isPending}>
            {t('adminUsers:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('adminUsers:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
