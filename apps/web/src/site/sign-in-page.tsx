import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { TOtpGenerateResponse } from '@safesathi/contract';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromState } from '../app/paths';
import { APP_NAME } from '../config';
import { ApiError, api, fieldErrorsOf, messageWithWait } from '../lib/api';
import { focusFirstError, useValidateAfterSubmit } from '../lib/forms';
import { validateIndianMobile } from '../lib/phone';
import { getPendingLogin, setPendingLogin } from '../lib/storage';
import { FormAlert } from '../ui/form-alert';
import { MobileInput } from '../ui/mobile-input';

interface NavState {
  from?: string;
  reason?: string;
  phone?: string;
}

/** /sign-in and /login: mobile number → one-time code by SMS (spec §2, §4). */
export function SignInPage() {
  useDocumentTitle(`Sign in · ${APP_NAME}`);
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as NavState;
  const from = fromState(location.state);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: state.phone ?? getPendingLogin()?.phone ?? '' },
    validate: { phone: validateIndianMobile },
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit } = useValidateAfterSubmit(form);

  const sendCode = useMutation({
    mutationFn: (phone: string) =>
      api.post<TOtpGenerateResponse>('/api/user/otp-generate', { countryCode: '91', phone }, { anonymous: true }),
    onSuccess: (answer, phone) => {
      setPendingLogin({
        countryCode: '91',
        phone,
        mode: 'sign-in',
        sentAt: Date.now(),
        expiresIn: answer?.expiresIn ?? OTP_TTL_SECONDS,
        resendIn: answer?.resendIn ?? OTP_RESEND_SECONDS,
        from,
      });
      navigate('/otp-verify');
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error, { countryCode: 'phone' });
      if (fields.phone) {
        form.setFieldError('phone', fields.phone);
        focusFirstError(formRef.current, ['phone']);
      }
    },
  });

  const error = sendCode.error;
  const fieldHandled = error instanceof ApiError && Boolean(fieldErrorsOf(error, { countryCode: 'phone' }).phone);
  const noAccount = error instanceof ApiError && (error.code === 'ACCOUNT_NOT_FOUND' || error.status === 404);
  const rateLimited = error instanceof ApiError && error.status === 429;
  const phoneValue = form.values.phone;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          Sign in
        </Title>
        <Text c="dimmed" mt={4}>
          We will send a one-time code to your mobile number.
        </Text>
      </div>

      {state.reason === 'expired' && !error ? (
        <FormAlert tone="warning">Your session has ended. Please sign in again.</FormAlert>
      ) : null}

      <form ref={formRef} noValidate onSubmit={onSubmit(({ phone }) => sendCode.mutate(phone))}>
        <Stack gap="md">
          <MobileInput
            label="Mobile number"
            name="phone"
            required
            autoFocus
            {...inputProps('phone')}
            onChange={(value) => {
              form.setFieldValue('phone', value);
              if (sendCode.isError) sendCode.reset();
            }}
            value={phoneValue}
          />

          {error && !fieldHandled ? (
            <FormAlert>
              {messageWithWait(error)}
              {noAccount ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/sign-up" state={{ phone: phoneValue, from }} fw={600}>
                    Create an account
                  </Anchor>
                </>
              ) : null}
              {rateLimited && validateIndianMobile(phoneValue) === null ? (
                <>
                  {' '}
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    onClick={() => {
                      // A code sent moments ago is still valid: let them type it in.
                      const waitMs = ((error as ApiError).retryAfter ?? OTP_RESEND_SECONDS) * 1000;
                      setPendingLogin({
                        countryCode: '91',
                        phone: phoneValue,
                        mode: 'sign-in',
                        sentAt: Date.now() - (OTP_RESEND_SECONDS * 1000 - waitMs),
                        expiresIn: OTP_TTL_SECONDS,
                        resendIn: OTP_RESEND_SECONDS,
                        from,
                      });
                      navigate('/otp-verify');
                    }}
                  >
                    I already have a code
                  </Anchor>
                </>
              ) : null}
            </FormAlert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
            Send OTP
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        New to {APP_NAME}?{' '}
        <Anchor component={Link} to="/sign-up" state={{ phone: phoneValue || undefined, from }} fw={600}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
