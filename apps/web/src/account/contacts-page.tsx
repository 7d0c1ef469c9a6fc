import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatIndianMobile, MAX_EMERGENCY_CONTACTS, nationalOf, type TContact, ZContact } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { confirmAction } from '../ui/confirm';
import { IconPlus, IconUsers } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { MobileInput } from '../ui/mobile-input';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { accountKeys, type ContactInput, fetchContacts, saveContacts } from './account-api';

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
  const adding = index === list.length;
  const form = useSchemaForm<ContactInput>({
    schema: CONTACT,
    // The contract's rules for one contact, and one of the list: no number twice.
    rules: (c) => ({
      phone: list.some((other, i) => i !== index && other.phone === nationalOf(c.phone))
        ? 'This number is already one of your contacts'
        : null,
    }),
    initialValues: initial,
  });
  const guard = useUnsavedChanges(form.isDirty());

  const save = useMutation({
    mutationFn: (next: ContactInput[]) => saveContacts(userId, next),
    onSuccess: (answer, next) => {
      queryClient.setQueryData(accountKeys.contacts(userId), answer.data);
      toastSuccess(adding ? `${next[index]?.name} was added.` : 'Contact saved.');
      guard.release();
      onDone();
    },
    // The server names a contact's field by its place in the list (contacts.2.phone).
    onError: (error) =>
      form.fail(error, {
        aliases: { [`contacts.${index}.name`]: 'name', [`contacts.${index}.phone`]: 'phone' },
        title: 'The contact was not saved',
      }),
  });

  const submit = form.submit((values) => {
    if (save.isPending) return;
    const contact = { name: values.name.trim(), phone: nationalOf(values.phone) };
    save.mutate(adding ? [...list, contact] : list.map((c, i) => (i === index ? contact : c)));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={adding ? 'Add an emergency contact' : `Edit ${initial.name}`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Name"
            name="name"
            required
            autoComplete="off"
            autoFocus
            {...form.getInputProps('name')}
            style={{ flex: '1 1 180px' }}
          />
          <MobileInput
            label="Mobile number"
            name="phone"
            required
            // Someone else's number: the browser's own would be the wrong suggestion.
            autoComplete="off"
            {...form.getInputProps('phone')}
            value={form.values.phone}
            onChange={(phone) => form.setFieldValue('phone', phone)}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {adding ? 'Add contact' : 'Save contact'}
          </Button>
          <Button variant="default" onClick={() => guard.cancel(onDone)} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /account/contacts: up to five people who get an SMS with every alert about my vehicles. */
export function ContactsPage() {
  useDocumentTitle(`Emergency contacts · ${APP_NAME}`);
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
      title: 'Remove this contact?',
      confirmLabel: 'Remove',
      children: `${contact.name} (${formatIndianMobile(contact.phone, contact.countryCode)}) will no longer get an SMS when someone alerts you.`,
      action: async () => {
        const answer = await saveContacts(
          userId,
          list.filter((c) => c.phone !== contact.phone),
        );
        queryClient.setQueryData(accountKeys.contacts(userId), answer.data);
        toastSuccess(`${contact.name} was removed from your contacts.`);
      },
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Emergency contacts
        </Title>
        <Text c="dimmed" mt={4}>
          When someone sends an alert from your tag, each of these people gets an SMS too. You can have up to{' '}
          {MAX_EMERGENCY_CONTACTS}.
        </Text>
      </div>

      {contacts.isError ? (
        <LoadError
          error={contacts.error}
          what="your contacts"
          onRetry={() => void contacts.refetch()}
          retrying={contacts.isFetching}
        />
      ) : contacts.isPending ? (
        <SectionLoader label="Loading your contacts…" />
      ) : (
        <>
          {list.length === 0 && editing === null ? (
            <EmptyState
              icon={<IconUsers />}
              title="No emergency contacts yet"
              text="Add the people who should know at once if something happens to you or your vehicle."
            />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="My emergency contacts"
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
                        <Text size="sm" c="dimmed">
                          {formatIndianMobile(contact.phone, contact.countryCode)}
                        </Text>
                      </div>
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(index)}>
                          Edit<VisuallyHidden> {contact.name}</VisuallyHidden>
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          c="red.9"
                          size="compact-sm"
                          onClick={() => askRemove(contact)}
                        >
                          Remove<VisuallyHidden> {contact.name}</VisuallyHidden>
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
                New contact
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
                Add a contact
              </Button>
              {full ? (
                <Badge variant="light" color="gray" c="dark.7" tt="none">
                  {MAX_EMERGENCY_CONTACTS} of {MAX_EMERGENCY_CONTACTS}: remove one to add another
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {list.length} of {MAX_EMERGENCY_CONTACTS}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
