import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZContactFormRequest } from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSiteTranslation } from '../../i18n/site-text';
import { countryOptionsIn, DEFAULT_COUNTRY, dialCodeOf, ZCountry } from '../../lib/countries';
import { type SchemaForm, useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { MobileInput } from '../../ui/mobile-input';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { sendContactForm } from '../sign-in-api';
import { contactFieldError } from './contact-errors';

const NAME_MAX = 255;
const PHONE_MIN = 10;

type Values = { name: string; email: string; country: string; phone: string; message: string };
const EMPTY: Values = { name: '', email: '', country: DEFAULT_COUNTRY, phone: '', message: '' };

/** The lead the server stores, with the country picked instead of a dial code; its messages are the spec's (docs/product.md §5). */
const SCHEMA = ZContactFormRequest.pick({ name: true, email: true, phone: true, message: true }).extend({
  country: ZCountry,
});

/**
 * Before the first Send, a field's error shows once it has been left; the phone's whenever there
 * is one, as soon as the form has been touched at all (docs/product.md §5). After a Send, every change
 * re-checks the whole form (lib/use-schema-form.ts).
 */
function useEarlyChecks(formRef: { current: SchemaForm<Values> | null }) {
  const left = useRef(new Set<string>());
  const quiet = useRef(false);
  // Only refs inside: one object for the form's life, so effects may depend on it.
  return useMemo(() => {
    const check = () => {
      const form = formRef.current;
      if (!form || quiet.current) return;
      for (const path of [...left.current, 'phone']) form.validateField(path);
    };
    return {
      onValuesChange: check,
      leave: (path: string) => {
        left.current.add(path);
        check();
      },
      /** Changes the form without counting as the person touching it: a prefilled message, the reset after sending. */
      quietly: (change: () => void) => {
        quiet.current = true;
        try {
          change();
        } finally {
          quiet.current = false;
        }
      },
      forget: () => left.current.clear(),
    };
  }, [formRef]);
}

/**
 * Stay Updated (docs/product.md §2, §5): a lead for the Queries inbox, posted without a token to
 * POST /api/leads. What was typed stays when sending fails.
 */
export function ContactForm({ prefillMessage }: { prefillMessage?: { text: string; at: number } | null }) {
  const { t, lang, to } = useSiteTranslation();
  // Each country named in the page's language by the browser (Intl.DisplayNames), not by a catalogue.
  const countryOptions = useMemo(() => countryOptionsIn(lang), [lang]);
  const formRef = useRef<SchemaForm<Values> | null>(null);
  const early = useEarlyChecks(formRef);
  const form = useSchemaForm<Values>({ schema: SCHEMA, initialValues: EMPTY, onValuesChange: early.onValuesChange });
  formRef.current = form;
  useUnsavedChanges(form.isDirty());
  const [thanks, setThanks] = useState<string | null>(null);
  const [notSent, setNotSent] = useState<string | null>(null);

  useEffect(() => {
    const f = formRef.current;
    if (prefillMessage && f && !f.getValues().message)
      early.quietly(() => f.setFieldValue('message', prefillMessage.text));
  }, [prefillMessage, early]);

  const send = useMutation({
    mutationFn: (v: Values) =>
      sendContactForm({
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone,
        countryCode: dialCodeOf(v.country),
        usertype: 'Customer',
        ...(v.message.trim() ? { message: v.message.trim() } : {}),
      }),
    onSuccess: (answer, sent) => {
      // The server's own thanks is English; on a page in another language the page's words say it.
      const english = answer?.message?.replace(/^Thank you!?\s*/i, '');
      setThanks(
        t('site:contact.thanks', {
          name: sent.name.trim(),
          more: (lang === 'en' ? english : undefined) || t('site:contact.thanksMore'),
        }),
      );
      // A failure before this Send is over: only the thanks is true now.
      setNotSent(null);
      early.forget();
      early.quietly(form.reset);
    },
    onError: (error) => setNotSent(form.fail(error, { aliases: { countryCode: 'country' }, inline: true })),
  });

  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: contactFieldError(t, props.error), onBlur: () => early.leave(path) };
  };
  const change = () => {
    setThanks(null);
    setNotSent(null);
  };

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
      onChange={change}
      aria-label={t('site:contact.formLabel')}
    >
      <Stack gap="md">
        <TextInput
          label={t('site:contact.name')}
          name="name"
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          {...input('name')}
        />
        <TextInput
          label={t('site:contact.email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          // i18n-ignore: an example address, the same in every language
          placeholder="name@example.com"
          {...input('email')}
        />
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label={t('site:contact.country')}
            name="country"
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('site:contact.noCountry')}
            data={countryOptions}
            maxDropdownHeight={300}
            {...input('country')}
            onChange={(value) => {
              change();
              form.setFieldValue('country', value ?? DEFAULT_COUNTRY);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <MobileInput
            label={t('site:contact.phone')}
            name="phone"
            required
            dialCode={dialCodeOf(form.values.country)}
            minLength={PHONE_MIN}
            {...input('phone')}
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <Textarea
          label={t('site:contact.message')}
          name="message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          {...input('message')}
        />

        {thanks ? <FormAlert tone="success">{thanks}</FormAlert> : null}
        {notSent ? <FormAlert>{t('site:contact.notSent', { reason: notSent })}</FormAlert> : null}

        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" maw={360}>
            {t('site:contact.privacyBefore')}{' '}
            <a href={to('/privacy-policy')} style={{ color: 'inherit' }}>
              {t('site:contact.privacyLink')}
            </a>
            {t('site:contact.privacyAfter')}
          </Text>
          <Button type="submit" size="md" disabled={send.isPending} loading={send.isPending}>
            {t('site:contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
