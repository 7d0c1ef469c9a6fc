import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MAX_EMERGENCY_CONTACTS, type TContact } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { APP_NAME } from '../config';
import { ApiError, messageWithWait } from '../lib/api';
import { useAuth } from '../lib/auth';
import { formatPhone, validateIndianMobile } from '../lib/phone';
import { confirmAction } from '../ui/confirm';
import { FormAlert } from '../ui/form-alert';
import { IconPlus, IconUsers } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { MobileInput } from '../ui/mobile-input';
import { accountKeys, type ContactInput, fetchContacts, saveContacts } from './account-api';

type Field = 'name' | 'phone';

/** The server names a contact field as contacts.2.phone: the form shows the message under that field. */
function contactFieldErrors(error: unknown, index: number): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const e of error.errors) {
    const parts = String(e.path ?? '').split(/[./]/);
    const field = parts.pop() as Field;
    if ((field === 'name' || field === 'phone') && Number(parts.pop()) === index) out[field] ??= e.message;
  }
  return out;
}

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const adding = index === list.length;

  const save = useMutation({
    mutationFn: (next: ContactInput[]) => saveContacts(userId, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.contacts(userId), answer.result.contacts);
      notifications.show({ color: 'green', message: adding ? `${values.name.trim()} was added.` : 'Contact saved.' });
      onDone();
    },
    onError: (error) => setErrors(contactFieldErrors(error, index)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const name = values.name.trim();
    const next: Partial<Record<Field, string>> = {
      name: !name ? 'Enter the contact’s name' : name.length > 255 ? 'Keep the name under 255 characters' : undefined,
      phone: values.phone ? (validateIndianMobile(values.phone) ?? undefined) : 'Enter their mobile number',
    };
    if (!next.phone && list.some((c, i) => i !== index && c.phone === values.phone))
      next.phone = 'This number is already one of your contacts';
    setErrors(next);
    const first = (['name', 'phone'] as const).find((f) => next[f]);
    if (first) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    const contact = { name, phone: values.phone };
    save.mutate(adding ? [...list, contact] : list.map((c, i) => (i === index ? contact : c)));
  };

  const fieldHandled = Boolean(errors.name || errors.phone);
  return (
    <form noValidate onSubmit={submit} aria-label={adding ? 'Add an emergency contact' : `Edit ${initial.name}`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Name"
            name="name"
            required
            autoComplete="off"
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((v) => ({ ...v, name }));
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            error={errors.name}
            style={{ flex: '1 1 180px' }}
          />
          <MobileInput
            label="Mobile number"
            name="phone"
            required
            value={values.phone}
            onChange={(phone) => {
              setValues((v) => ({ ...v, phone }));
              setErrors((x) => ({ ...x, phone: undefined }));
            }}
            error={errors.phone}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        {save.error && !fieldHandled ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {adding ? 'Add contact' : 'Save contact'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
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
      children: `${contact.name} (${formatPhone(contact.countryCode, contact.phone)}) will no longer get an SMS when someone alerts you.`,
      action: async () => {
        const answer = await saveContacts(
          userId,
          list.filter((c) => c.phone !== contact.phone),
        );
        queryClient.setQueryData(accountKeys.contacts(userId), answer.result.contacts);
        notifications.show({ color: 'green', message: `${contact.name} was removed from your contacts.` });
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
                          {formatPhone(contact.countryCode, contact.phone)}
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
