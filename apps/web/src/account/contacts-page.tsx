import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatIndianMobile, MAX_EMERGENCY_CONTACTS, nationalOf, type TContact, ZContact } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { formatCount, ltr } from '../i18n/format';
import { useTranslatedScreen } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { confirmAction } from '../ui/confirm';
import { IconPlus, IconUsers } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { MobileInput } from '../ui/mobile-input';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { accountKeys, type ContactInput, fetchContacts, saveContacts } from './account-api';
import { discardWords } from './account-words';

const CONTACT = ZContact.pick({ name: true, phone: true });

function ContactForm({
  initial,
  index,
  list,
  userId,
  onDone,
}: {
  initial: ContactInput;
  /** Where the contact sits in the list; list.length for a new one. */
  index: number;
  list: ContactInput[];
  userId: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const adding = index === list.length;
  const form = useSchemaForm<ContactInput>({
    schema: CONTACT,
    // The contract's rules for one contact, and one of the list: no number twice.
    rules: (c) => ({
      phone: list.some((other, i) => i !== index && other.phone === nationalOf(c.phone))
        ? t('account:contacts.duplicate')
        : null,
    }),
    initialValues: initial,
  });
  const guard = useUnsavedChanges(form.isDirty(), discardWords(t));

  const save = useMutation({
    mutationFn: (next: ContactInput[]) => saveContacts(userId, next),
    onSuccess: (answer, next) => {
      queryClient.setQueryData(accountKeys.contacts(userId), answer.data);
      toastSuccess(adding ? t('account:contacts.added', { name: next[index]?.name }) : t('account:contacts.saved'));
      guard.release();
      onDone();
    },
    // The server names a contact's field by its place in the list (contacts.2.phone).
    onError: (error) =>
      form.fail(error, {
        aliases: { [`contacts.${index}.name`]: 'name', [`contacts.${index}.phone`]: 'phone' },
        title: t('account:contacts.notSaved'),
      }),
  });

  const submit = form.submit((values) => {
    if (save.isPending) return;
    const contact = { name: values.name.trim(), phone: nationalOf(values.phone) };
    save.mutate(adding ? [...list, contact] : list.map((c, i) => (i === index ? contact : c)));
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={adding ? t('account:contacts.addLabel') : t('account:contacts.editLabel', { name: initial.name })}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('account:contacts.name')}
            name="name"
            required
            autoComplete="off"
            autoFocus
            {...form.getInputProps('name')}
            error={translateFieldError(t, form.errors.name)}
            style={{ flex: '1 1 180px' }}
          />
          <MobileInput
            label={t('auth:mobile')}
            name="phone"
            required
            // Someone else's number: the browser's own would be the wrong suggestion.
            autoComplete="off"
            {...form.getInputProps('phone')}
            error={translateFieldError(t, form.errors.phone)}
            value={form.values.phone}
            onChange={(phone) => form.setFieldValue('phone', phone)}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {adding ? t('account:contacts.add') : t('account:contacts.save')}
          </Button>
          <Button variant="default" onClick={() => guard.cancel(onDone)} disabled={save.isPending}>
            {t('account:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /account/contacts: up to five people who get an SMS with every alert about my vehicles. */
export function ContactsPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('account:contacts.pageTitle', { app: APP_NAME }));
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const contacts = useQuery({
    queryKey: accountKeys.contacts(userId),
    queryFn: ({ signal }) => fetchContacts(userId, signal),
    enabled: Boolean(userId),
  });
  // Which contact is being edited: its index, the list's length for a new one, null for none.
  const [editing, setEditing] = useState<number | null>(null);
  const list: ContactInput[] = (contacts.data ?? []).map((c) => ({ name: c.name, phone: c.phone }));
  const full = list.length >= MAX_EMERGENCY_CONTACTS;

  const askRemove = (contact: TContact) =>
    confirmAction({
      say,
      title: t('account:contacts.removeTitle'),
      confirmLabel: t('account:remove'),
      cancelLabel: t('account:cancel'),
      children: t('account:contacts.removeText', {
        name: contact.name,
        phone: ltr(formatIndianMobile(contact.phone, contact.countryCode)),
      }),
      action: async () => {
        const answer = await saveContacts(
          userId,
          list.filter((c) => c.phone !== contact.phone),
        );
        queryClient.setQueryData(accountKeys.contacts(userId), answer.data);
        toastSuccess(t('account:contacts.removed', { name: contact.name }));
      },
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('account:contacts.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('account:contacts.intro', { max: MAX_EMERGENCY_CONTACTS })}
        </Text>
      </div>

      {contacts.isError ? (
        <LoadError
          error={contacts.error}
          title={t('account:contacts.loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void contacts.refetch()}
          retrying={contacts.isFetching}
        />
      ) : contacts.isPending ? (
        <SectionLoader label={t('account:contacts.loading')} />
      ) : (
        <>
          {list.length === 0 && editing === null ? (
            <EmptyState
              icon={<IconUsers />}
              title={t('account:contacts.emptyTitle')}
              text={t('account:contacts.emptyText')}
            />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('account:contacts.listLabel')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {(contacts.data ?? []).map((contact, index) => (
                <Paper key={contact._id ?? contact.phone} component="li" withBorder radius="md" p="sm">
                  {editing === index ? (
                    <ContactForm
                      initial={list[index]!}
                      index={index}
                      list={list}
                      userId={userId}
                      onDone={() => setEditing(null)}
                    />
                  ) : (
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={700} truncate>
                          {contact.name}
                        </Text>
                        <Text size="sm" c="dimmed" dir="ltr" ta="start">
                          {formatIndianMobile(contact.phone, contact.countryCode)}
                        </Text>
                      </div>
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(index)}>
                          {t('account:edit')}
                          <VisuallyHidden> {contact.name}</VisuallyHidden>
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          c="red.9"
                          size="compact-sm"
                          onClick={() => askRemove(contact)}
                        >
                          {t('account:remove')}
                          <VisuallyHidden> {contact.name}</VisuallyHidden>
                        </Button>
                      </Group>
                    </Group>
                  )}
                </Paper>
              ))}
            </Stack>
          )}

          {editing === list.length ? (
            <Paper withBorder radius="md" p="md">
              <Text fw={700} mb="sm">
                {t('account:contacts.newContact')}
              </Text>
              <ContactForm
                initial={{ name: '', phone: '' }}
                index={list.length}
                list={list}
                userId={userId}
                onDone={() => setEditing(null)}
              />
            </Paper>
          ) : (
            <Group gap="sm">
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={full || editing !== null}
                onClick={() => setEditing(list.length)}
              >
                {t('account:contacts.addContact')}
              </Button>
              {full ? (
                <Badge variant="light" color="gray" c="dark.7" tt="none">
                  {t('account:contacts.full', { max: MAX_EMERGENCY_CONTACTS })}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('account:contacts.countOf', { n: formatCount(list.length), max: MAX_EMERGENCY_CONTACTS })}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
