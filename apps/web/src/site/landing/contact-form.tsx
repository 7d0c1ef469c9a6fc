import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, fieldErrorsOf, messageWithWait } from '../../lib/api';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY, dialCodeOf } from '../../lib/countries';
import { FormAlert } from '../../ui/form-alert';
import { MobileInput } from '../../ui/mobile-input';

/** The spec's messages (§5), word for word. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Invalid email',
  phoneRequired: 'Please enter your phone number',
} as const;

const NAME_MAX = 255;
const PHONE_MIN = 10;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'phone';
interface Values {
  name: string;
  email: string;
  country: string;
  phone: string;
  message: string;
}
const EMPTY: Values = { name: '', email: '', country: DEFAULT_COUNTRY, phone: '', message: '' };

export function validateContact(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = CONTACT_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = `Keep your name under ${NAME_MAX} characters`;
  const email = values.email.trim();
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (values.phone.length < PHONE_MIN) errors.phone = CONTACT_MESSAGES.phoneRequired;
  return errors;
}

/**
 * Stay Updated (spec §2, §5): a lead for the Queries inbox, posted without a token to
 * POST /api/user/create. Name and email errors show once the field has been left (or on submit);
 * the phone's whenever there is one — as soon as the form has been checked at all.
 */
export function ContactForm({ prefillMessage }: { prefillMessage?: { text: string; at: number } | null }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (prefillMessage) setValues((v) => ({ ...v, message: v.message || prefillMessage.text }));
  }, [prefillMessage]);

  const send = useMutation({
    mutationFn: (v: Values) =>
      api.post<{ message?: string }>(
        '/api/user/create',
        {
          name: v.name.trim(),
          email: v.email.trim(),
          phone: v.phone,
          countryCode: dialCodeOf(v.country),
          usertype: 'Customer',
          ...(v.message.trim() ? { message: v.message.trim() } : {}),
        },
        { anonymous: true },
      ),
    onSuccess: (answer, sent) => {
      setThanks(
        `Thank you, ${sent.name.trim()}! ${answer?.message?.replace(/^Thank you!?\s*/i, '') || 'We have your details and will be in touch soon.'}`,
      );
      setValues(EMPTY);
      setTouched({});
      setChecked(false);
      setServerErrors({});
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error, { countryCode: 'phone' });
      setServerErrors({ name: fields.name, email: fields.email, phone: fields.phone });
    },
  });

  const errors = checked ? validateContact(values) : {};
  const shown: Partial<Record<Field, string>> = {
    name: (touched.name ? errors.name : undefined) ?? serverErrors.name,
    email: (touched.email ? errors.email : undefined) ?? serverErrors.email,
    phone: errors.phone ?? serverErrors.phone,
  };

  const change = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChecked(true);
    setThanks(null);
    if (field in serverErrors) setServerErrors((e) => ({ ...e, [field]: undefined }));
    if (send.isError) send.reset();
  };
  const blur = (field: Field) => {
    setTouched((t) => ({ ...t, [field]: true }));
    setChecked(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    setTouched({ name: true, email: true, phone: true });
    const found = validateContact(values);
    const first = (['name', 'email', 'phone'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(values);
  };

  const generalError = send.isError && !Object.values(serverErrors).some(Boolean) ? send.error : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Stay updated">
      <Stack gap="md">
        <TextInput
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(e) => change('name', e.currentTarget.value)}
          onBlur={() => blur('name')}
          error={shown.name}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          value={values.email}
          onChange={(e) => change('email', e.currentTarget.value)}
          onBlur={() => blur('email')}
          error={shown.email}
        />
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Country"
            name="country"
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country found"
            data={COUNTRY_OPTIONS}
            maxDropdownHeight={300}
            value={values.country}
            onChange={(value) => change('country', value ?? DEFAULT_COUNTRY)}
            style={{ flex: '1 1 180px' }}
          />
          <MobileInput
            label="Phone number"
            name="phone"
            required
            dialCode={dialCodeOf(values.country)}
            minLength={PHONE_MIN}
            value={values.phone}
            onChange={(value) => change('phone', value)}
            onBlur={() => blur('phone')}
            error={shown.phone}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <Textarea
          label="Message (optional)"
          name="message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={values.message}
          onChange={(e) => change('message', e.currentTarget.value)}
        />

        {thanks ? <FormAlert tone="success">{thanks}</FormAlert> : null}
        {generalError ? (
          <FormAlert>
            Your details were not sent: {messageWithWait(generalError)} What you typed is still here, so you can try
            again.
          </FormAlert>
        ) : null}

        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" maw={360}>
            We use these details only to answer you. See our{' '}
            <a href="/privacy-policy" style={{ color: 'inherit' }}>
              Privacy Policy
            </a>
            .
          </Text>
          <Button type="submit" size="md" disabled={send.isPending} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
