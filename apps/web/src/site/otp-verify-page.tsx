import { Anchor, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  formatIndianMobile,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  ZOtpVerifyRequest,
} from '@safesathi/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { afterSignInPath } from '../app/paths';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { chooseLanguage, currentLanguage, hasChosenLanguage } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { formatCountdown } from '../lib/date-time';
import { getPendingLogin, type PendingLogin, setPendingLogin } from '../lib/storage';
import { toastError, toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormAlert } from '../ui/form-alert';
import { PageLoader } from '../ui/page-loader';
import { type OtpGenerateBody, requestCode, saveLanguage, verifyCode } from './sign-in-api';

/**
 * What the page sends to ask for a code. A blood group the person left empty goes as '' (the
 * stored sign-up keeps it as a plain string), which the server refuses with its own sentence.
 */

/** Re-renders every second while `active`, answering the current time. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

const SCHEMA = ZOtpVerifyRequest.pick({ otp: true });

/** /otp-verify: the 4-digit code sent by SMS (docs/product.md §2, §4). */
export function OtpVerifyPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useDocumentTitle(t('auth:otp.pageTitle', { app: APP_NAME }));
  const auth = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingLogin | null>(getPendingLogin);
  const form = useSchemaForm({ schema: SCHEMA, initialValues: { otp: '' } });
  const codeError = translateFieldError(t, form.errors.otp);
  const [notice, setNotice] = useState<string | null>(null);
  // Set once the code is accepted, so this page stops reacting to its own sign-in while navigating away.
  const verified = useRef(false);

  const resendAt = pending ? pending.sentAt + pending.resendIn * 1000 : 0;
  const expiresAt = pending ? pending.sentAt + pending.expiresIn * 1000 : 0;
  const now = useNow(Boolean(pending) && Date.now() < Math.max(resendAt, expiresAt));
  const resendLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const expired = now >= expiresAt;
  const expiresLeft = (expiresAt - now) / 1000;

  const verify = useMutation({
    mutationFn: (code: string) =>
      verifyCode({
        otp: code,
        // Without a pending sign-in the phone is left out, and the server's refusal says so.
        phone: pending?.phone as string,
        countryCode: pending?.countryCode ?? '91',
      }),
    onSuccess: (answer) => {
      if (!answer?.token || !answer.user) {
        form.setFieldValue('otp', '');
        form.setFieldError('otp', answer?.message || t('auth:otp.notChecked'));
        return;
      }
      verified.current = true;
      const target = afterSignInPath(answer.user, pending?.from);
      const wasSignUp = pending?.mode === 'sign-up';
      auth.signIn(answer.token, answer.user);
      setPendingLogin(null);
      // A new account, or a language chosen on this device, gives the account the page's language (its
      // texts follow); otherwise the account's own language wins here.
      const lang = currentLanguage();
      if ((wasSignUp || hasChosenLanguage()) && answer.user.language !== lang)
        void saveLanguage(lang).catch(() => toastError(t('auth:otp.languageNotSaved')));
      else if (!hasChosenLanguage() && answer.user.language !== lang) void chooseLanguage(answer.user.language);
      toastSuccess(
        wasSignUp
          ? t('auth:otp.welcome', { app: APP_NAME, name: answer.user.name })
          : t('auth:otp.welcomeBack', { name: answer.user.name }),
        wasSignUp ? t('auth:otp.accountCreated') : t('auth:otp.signedIn'),
      );
      navigate(target, { replace: true });
    },
    onError: (error) => {
      // A wrong or dead code: its sentence under the emptied boxes, ready for the next try.
      if (error instanceof ApiError && error.code.startsWith('OTP_')) form.setFieldValue('otp', '');
      form.fail(error, { title: t('auth:errors.codeNotChecked') });
    },
  });

  const resend = useMutation({
    mutationFn: (login: PendingLogin) =>
      requestCode({
        countryCode: login.countryCode,
        phone: login.phone,
        ...(login.mode === 'sign-up' && login.signUp ? login.signUp : {}),
      } as OtpGenerateBody),
    onSuccess: (answer, login) => {
      const next: PendingLogin = {
        ...login,
        sentAt: Date.now(),
        expiresIn: answer?.expiresIn ?? OTP_TTL_SECONDS,
        resendIn: answer?.resendIn ?? OTP_RESEND_SECONDS,
      };
      setPendingLogin(next);
      setPending(next);
      form.reset();
      verify.reset();
      setNotice(t('auth:otp.resent', { phone: formatIndianMobile(login.phone, login.countryCode) }));
    },
    onError: (error, login) => {
      setNotice(null);
      // Told to wait: restart the countdown from what the server said.
      if (error instanceof ApiError && error.status === 429 && error.retryAfter) {
        const next = { ...login, sentAt: Date.now() - (login.resendIn - error.retryAfter) * 1000 };
        setPendingLogin(next);
        setPending(next);
      }
    },
  });

  if (verified.current) return <PageLoader label={t('auth:otp.signingIn')} />;
  if (auth.status === 'signed-in' && auth.user) {
    return <Navigate to={afterSignInPath(auth.user, pending?.from)} replace />;
  }
  if (!pending) return <Navigate to="/sign-in" replace />;

  const submit = form.submit(({ otp }) => {
    if (!verify.isPending) verify.mutate(otp);
  });

  const phoneText = formatIndianMobile(pending.phone, pending.countryCode);
  const errorId = 'otp-error';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, xs: 28 }}>
          {t('auth:otp.title')}
        </Title>
        <Text mt={4}>
          {t('auth:otp.sentTo')}{' '}
          <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
            {phoneText}
          </Text>
        </Text>
        <Anchor component={Link} to={pending.mode === 'sign-up' ? '/sign-up' : '/sign-in'} size="sm">
          {t('auth:otp.changeNumber')}
        </Anchor>
      </div>

      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Stack gap={6}>
            <Text id="otp-label" fw={500} size="sm">
              {t('auth:otp.code')}
            </Text>
            <PinInput
              role="group"
              aria-labelledby="otp-label"
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="lg"
              gap="sm"
              name="otp"
              data-path="otp"
              value={form.values.otp}
              onChange={(value) => form.setFieldValue('otp', value)}
              error={Boolean(codeError)}
              getInputProps={(index) => ({
                'aria-label': t('auth:otp.digit', { n: index + 1, total: OTP_LENGTH }),
                'aria-invalid': codeError ? true : undefined,
                'aria-describedby': codeError ? errorId : undefined,
              })}
            />
            {codeError ? (
              <Text id={errorId} role="alert" c="var(--mantine-color-error)" size="sm">
                {codeError}
              </Text>
            ) : null}
            <Text size="sm" c={expired ? 'var(--mantine-color-error)' : 'dimmed'}>
              {expired ? t('auth:otp.expired') : t('auth:otp.expiresIn', { time: formatCountdown(expiresLeft) })}
            </Text>
          </Stack>

          {notice && !resend.error ? <FormAlert tone="success">{notice}</FormAlert> : null}
          {resend.error ? <FormAlert>{say(resend.error)}</FormAlert> : null}

          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            {t('auth:otp.verify')}
          </Button>

          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('auth:otp.notReceived')}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              disabled={resendLeft > 0 || resend.isPending}
              c={resendLeft > 0 || resend.isPending ? 'dimmed' : undefined}
              style={{ cursor: resendLeft > 0 ? 'not-allowed' : undefined }}
              onClick={() => resend.mutate(pending)}
            >
              {resend.isPending
                ? t('auth:otp.sending')
                : resendLeft > 0
                  ? t('auth:otp.resendIn', { seconds: resendLeft })
                  : t('auth:otp.resend')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
