import { Anchor, Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { TOtpGenerateResponse } from '@safesathi/contract';
import { BLOOD_GROUPS, INDIAN_MOBILE_RE, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromState } from '../app/paths';
import { APP_NAME } from '../config';
import { ApiError, api, fieldErrorsOf, messageWithWait } from '../lib/api';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY, dialCodeOf } from '../lib/countries';
import { focusFirstError, useValidateAfterSubmit } from '../lib/forms';
import { MOBILE_MESSAGE } from '../lib/phone';
import { setPendingLogin } from '../lib/storage';
import { FormAlert } from '../ui/form-alert';
import { MobileInput } from '../ui/mobile-input';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The eight groups, sent as ASCII ('A-') but shown with a real minus sign ('A−'). */
const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group.replace('-', '\u2212') }));

interface Values extends Record<string, unknown> {
  country: string;
  phone: string;
  name: string;
  email: string;
  bloodGroup: string | null;
}

const FIELDS: (keyof Values & string)[] = ['country', 'phone', 'name', 'email', 'bloodGroup'];

/** /sign-up: a new customer's details, then the same one-time code step as sign-in (spec §2, §5). */
export function SignUpPage() {
  useDocumentTitle(`Sign up · ${APP_NAME}`);
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromState(location.state);
  const statePhone = (location.state as { phone?: unknown } | null)?.phone;
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      country: DEFAULT_COUNTRY,
      phone: typeof statePhone === 'string' ? statePhone : '',
      name: '',
      email: '',
      bloodGroup: null,
    },
    validateInputOnChange: true,
    validate: {
      country: (value) => (value ? null : 'Choose your country'),
      phone: (value, values) => {
        if (!value) return 'Enter your mobile number';
        if (values.country === 'IN') return INDIAN_MOBILE_RE.test(value) ? null : MOBILE_MESSAGE;
        return value.length >= 10 ? null : 'Enter at least 10 digits';
      },
      name: (value) => {
        const name = value.trim();
        if (!name) return 'Enter your full name';
        return name.length > 255 ? 'Keep the name under 255 characters' : null;
      },
      email: (value) => {
        const email = value.trim();
        if (!email) return 'Enter your email';
        return EMAIL_RE.test(email) ? null : 'Enter a valid email, like name@example.com';
      },
      bloodGroup: (value) => (value ? null : 'Choose your blood group'),
    },
  });
  const { inputProps, onSubmit } = useValidateAfterSubmit(form);

  const register = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        countryCode: dialCodeOf(values.country),
        phone: values.phone,
        name: values.name.trim(),
        email: values.email.trim(),
        bloodGroup: values.bloodGroup ?? '',
      };
      return api
        .post<TOtpGenerateResponse>('/api/user/otp-generate', body, { anonymous: true })
        .then((answer) => ({ answer, body }));
    },
    onSuccess: ({ answer, body }) => {
      setPendingLogin({
        countryCode: body.countryCode,
        phone: body.phone,
        mode: 'sign-up',
        signUp: { name: body.name, email: body.email, bloodGroup: body.bloodGroup },
        sentAt: Date.now(),
        expiresIn: answer?.expiresIn ?? OTP_TTL_SECONDS,
        resendIn: answer?.resendIn ?? OTP_RESEND_SECONDS,
        from,
      });
      navigate('/otp-verify');
    },
    onError: (error) => {
      // The server checks the country code too (only +91 today): its complaint belongs under the phone.
      const fields = fieldErrorsOf(error, { countryCode: 'phone' });
      const known = Object.keys(fields).filter((path) => FIELDS.includes(path));
      for (const path of known) form.setFieldError(path, fields[path]);
      focusFirstError(formRef.current, known);
    },
  });

  const error = register.error;
  const fields = fieldErrorsOf(error, { countryCode: 'phone' });
  const fieldHandled = Object.keys(fields).some((path) => FIELDS.includes(path));
  const alreadyRegistered = error instanceof ApiError && error.status === 409;
  const dial = dialCodeOf(form.values.country);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          Create your account
        </Title>
        <Text c="dimmed" mt={4}>
          Your blood group and number help people reach you and your family in an emergency.
        </Text>
      </div>

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit((values) => register.mutate(values))}
        onChange={() => {
          if (register.isError && !fieldHandled) register.reset();
        }}
      >
        <Stack gap="md">
          <Select
            label="Country"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country found"
            data={COUNTRY_OPTIONS}
            maxDropdownHeight={300}
            {...inputProps('country')}
            onChange={(value) => {
              form.setFieldValue('country', value ?? DEFAULT_COUNTRY);
              // A server complaint about the country sits under the phone; a new country answers it.
              form.clearFieldError('phone');
            }}
          />
          <MobileInput
            label="Mobile number"
            name="phone"
            required
            dialCode={dial}
            minLength={10}
            {...inputProps('phone')}
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <TextInput label="Full name" name="name" required autoComplete="name" {...inputProps('name')} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="name@example.com"
            {...inputProps('email')}
          />
          <Select
            label="Blood group"
            placeholder="Choose your blood group"
            required
            allowDeselect={false}
            data={BLOOD_GROUP_OPTIONS}
            {...inputProps('bloodGroup')}
          />

          {error && (!fieldHandled || alreadyRegistered) ? (
            <FormAlert>
              {messageWithWait(error)}
              {alreadyRegistered ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/sign-in" state={{ phone: form.values.phone, from }} fw={600}>
                    Sign in instead
                  </Anchor>
                </>
              ) : null}
            </FormAlert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            Sent OTP
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/sign-in" state={{ from }} fw={600}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
