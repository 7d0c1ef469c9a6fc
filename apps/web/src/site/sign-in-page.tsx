import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { nationalOf, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, ZOtpGenerateRequest } from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromState } from '../app/paths';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { ApiError } from '../lib/api';
import { getPendingLogin, setPendingLogin } from '../lib/storage';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormAlert } from '../ui/form-alert';
import { MobileInput } from '../ui/mobile-input';
import { requestCode } from './sign-in-api';

const SCHEMA = ZOtpGenerateRequest.pick({ phone: true });

/** Refusals with a way forward the page offers beside them: no account yet (sign up), asked too often (type the code you have). */
const wayForward = (error: unknown) =>
  error instanceof ApiError && (error.code === 'ACCOUNT_NOT_FOUND' || error.status === 404 || error.status === 429);

interface NavState {
  from?: string;
  reason?: string;
  phone?: string;
}

/** /sign-in and /login: mobile number → one-time code by SMS (docs/product.md §2, §4). */
export function SignInPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useDocumentTitle(t('auth:signIn.pageTitle', { app: APP_NAME }));
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as NavState;
  const from = fromState(location.state);

  const form = useSchemaForm({
    schema: SCHEMA,
    initialValues: { phone: state.phone ?? getPendingLogin()?.phone ?? '' },
  });

  const sendCode = useMutation({
    mutationFn: (phone: string) => requestCode({ countryCode: '91', phone }),
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
    onError: (error, phone) => {
      // No account yet: straight on to sign-up with the number carried over, not a dead end.
      if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND') {
        navigate('/sign-up', { state: { phone, from, reason: 'no-account' } });
        return;
      }
      if (!wayForward(error))
        form.fail(error, { aliases: { countryCode: 'phone' }, title: t('auth:errors.codeNotSent') });
    },
  });

  const error = wayForward(sendCode.error) ? (sendCode.error as ApiError) : null;
  const noAccount = error !== null && error.status !== 429;
  const rateLimited = error?.status === 429;
  const phoneValue = form.values.phone;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          {t('auth:signIn.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('auth:signIn.intro')}
        </Text>
      </div>

      {state.reason === 'expired' && !error ? (
        <FormAlert tone="warning">{t('auth:signIn.sessionEnded')}</FormAlert>
      ) : null}

      {/* Checked by the contract's rule, so what is sent is an Indian mobile: its 10 digits. */}
      <form noValidate onSubmit={form.submit(({ phone }) => sendCode.mutate(nationalOf(phone)))}>
        <Stack gap="md">
          <MobileInput
            label={t('auth:mobile')}
            name="phone"
            required
            data-autofocus
            autoFocus
            {...form.getInputProps('phone')}
            error={translateFieldError(t, form.errors.phone)}
            onChange={(value) => {
              form.setFieldValue('phone', value);
              if (sendCode.isError) sendCode.reset();
            }}
            value={phoneValue}
          />

          {error ? (
            <FormAlert>
              {say(error)}
              {noAccount ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/sign-up" state={{ phone: phoneValue, from }} fw={600}>
                    {t('auth:signIn.createAccount')}
                  </Anchor>
                </>
              ) : null}
              {rateLimited && form.isValid('phone') ? (
                <>
                  {' '}
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    onClick={() => {
                      // A code sent moments ago is still valid: let them type it in.
                      const waitMs = (error.retryAfter ?? OTP_RESEND_SECONDS) * 1000;
                      setPendingLogin({
                        countryCode: '91',
                        phone: nationalOf(phoneValue),
                        mode: 'sign-in',
                        sentAt: Date.now() - (OTP_RESEND_SECONDS * 1000 - waitMs),
                        expiresIn: OTP_TTL_SECONDS,
                        resendIn: OTP_RESEND_SECONDS,
                        from,
                      });
                      navigate('/otp-verify');
                    }}
                  >
                    {t('auth:signIn.haveCode')}
                  </Anchor>
                </>
              ) : null}
            </FormAlert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
            {t('auth:signIn.sendCode')}
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        {t('auth:signIn.newHere', { app: APP_NAME })}{' '}
        <Anchor component={Link} to="/sign-up" state={{ phone: phoneValue || undefined, from }} fw={600}>
          {t('auth:signIn.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
