import { Anchor, Button, Checkbox, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  nationalOf,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  ZOtpGenerateRequest,
  ZSignUpDetails,
} from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PersonFields } from '../account/person-fields';
import { fromState } from '../app/paths';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { ApiError } from '../lib/api';
import { countryOptionsIn, DEFAULT_COUNTRY, dialCodeOf, ZCountry } from '../lib/countries';
import { setPendingLogin } from '../lib/storage';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormAlert } from '../ui/form-alert';
import { MobileInput } from '../ui/mobile-input';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { type OtpGenerateBody, requestCode } from './sign-in-api';

/**
 * What the page sends to ask for a code. A blood group the person left empty goes as '' (the
 * stored sign-up keeps it as a plain string), which the server refuses with its own sentence.
 */

/** The eight groups, sent as ASCII ('A-') but shown with a real minus sign ('A−'). */

interface Values extends Record<string, unknown> {
  country: string;
  phone: string;
  name: string;
  email: string;
  bloodGroup: string | null;
  /** Offers and reminders by SMS: unticked until the person ticks it (their consent, ADR 0045). */
  smsOffers: boolean;
}

/** The sign-up request with its details required, and the country picked instead of a dial code. */
const SCHEMA = ZOtpGenerateRequest.pick({ phone: true }).extend({ country: ZCountry, ...ZSignUpDetails.shape });

const isTaken = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/** /sign-up: a new customer's details, then the same one-time code step as sign-in (docs/product.md §2, §5). */
export function SignUpPage() {
  const say = useErrorText();
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const countryOptions = useMemo(() => countryOptionsIn(lang), [lang]);
  useDocumentTitle(t('auth:signUp.pageTitle', { app: APP_NAME }));
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromState(location.state);
  const navState = location.state as { phone?: unknown; reason?: unknown } | null;
  const statePhone = navState?.phone;
  // Sent here from sign-in because the number has no account yet.
  const cameFromSignIn = navState?.reason === 'no-account' && typeof statePhone === 'string';

  const form = useSchemaForm<Values>({
    schema: SCHEMA,
    initialValues: {
      country: DEFAULT_COUNTRY,
      phone: typeof statePhone === 'string' ? statePhone : '',
      name: '',
      email: '',
      bloodGroup: null,
      smsOffers: false,
    },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const offersHelpId = useId();

  const register = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        countryCode: dialCodeOf(values.country),
        phone: nationalOf(values.phone),
        name: values.name.trim(),
        email: values.email.trim(),
        bloodGroup: values.bloodGroup ?? '',
        smsOffers: values.smsOffers,
      };
      return requestCode(body as OtpGenerateBody).then((answer) => ({ answer, body }));
    },
    onSuccess: ({ answer, body }) => {
      guard.release();
      setPendingLogin({
        countryCode: body.countryCode,
        phone: body.phone,
        mode: 'sign-up',
        signUp: { name: body.name, email: body.email, bloodGroup: body.bloodGroup, smsOffers: body.smsOffers },
        sentAt: Date.now(),
        expiresIn: answer?.expiresIn ?? OTP_TTL_SECONDS,
        resendIn: answer?.resendIn ?? OTP_RESEND_SECONDS,
        from,
      });
      navigate('/otp-verify');
    },
    onError: (error) => {
      // Already registered has a way forward beside it (sign in); the rest goes on its field or in a toast.
      if (!isTaken(error))
        form.fail(error, { aliases: { countryCode: 'country' }, title: t('auth:errors.codeNotSent') });
    },
  });

  const alreadyRegistered = isTaken(register.error) ? register.error : null;
  const dial = dialCodeOf(form.values.country);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          {t('auth:signUp.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('auth:signUp.intro')}
        </Text>
      </div>

      {cameFromSignIn ? (
        <FormAlert tone="info" title={t('auth:signUp.noAccountTitle')}>
          {t('auth:signUp.noAccountText', { app: APP_NAME, phone: statePhone })}
        </FormAlert>
      ) : null}

      <form
        noValidate
        onSubmit={form.submit((values) => register.mutate(values))}
        onChange={() => {
          if (alreadyRegistered) register.reset();
        }}
      >
        <Stack gap="md">
          <Select
            label={t('auth:signUp.country')}
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('auth:signUp.noCountry')}
            data={countryOptions}
            maxDropdownHeight={300}
            {...form.getInputProps('country')}
            error={translateFieldError(t, form.errors.country)}
            onChange={(value) => form.setFieldValue('country', value ?? DEFAULT_COUNTRY)}
          />
          <MobileInput
            label={t('auth:mobile')}
            name="phone"
            required
            dialCode={dial}
            minLength={10}
            // The country is already chosen (India): the number is the first thing to type.
            autoFocus
            {...form.getInputProps('phone')}
            error={translateFieldError(t, form.errors.phone)}
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <PersonFields inputProps={form.getInputProps} errors={form.errors} signUp />
          <Checkbox
            label={t('auth:signUp.offers')}
            description={<span id={offersHelpId}>{t('auth:signUp.offersHelp', { app: APP_NAME })}</span>}
            aria-describedby={offersHelpId}
            {...form.getInputProps('smsOffers', { type: 'checkbox' })}
          />

          {alreadyRegistered ? (
            <FormAlert>
              {alreadyRegistered.code === 'CONFLICT' ? t('auth:signUp.alreadyRegistered') : say(alreadyRegistered)}{' '}
              <Anchor component={Link} to="/sign-in" state={{ phone: form.values.phone, from }} fw={600}>
                {t('auth:signUp.signInInstead')}
              </Anchor>
            </FormAlert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth:signUp.sendCode')}
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        {t('auth:signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in" state={{ from }} fw={600}>
          {t('auth:signUp.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
