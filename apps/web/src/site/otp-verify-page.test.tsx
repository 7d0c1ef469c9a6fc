import { DirectionProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { chooseLanguage, i18n } from '../i18n/i18n';
import { AuthProvider } from '../lib/auth';
import { setPendingLogin } from '../lib/storage';
import { AuthLayout } from './auth-layout';
import { OtpVerifyPage } from './otp-verify-page';

afterEach(async () => {
  setPendingLogin(null);
  await chooseLanguage('en');
});

it('says how many tries a wrong code leaves from the number the server sends, in the page’s language', async () => {
  await chooseLanguage('hi');
  setPendingLogin({
    countryCode: '91',
    phone: '9876543210',
    mode: 'sign-in',
    sentAt: Date.now(),
    expiresIn: 60,
    resendIn: 60,
  });
  // The server's sentence holds no count this page could read: only `details.triesLeft` has it.
  const message = 'The code is not correct.';
  fakeServer({
    'POST /api/user/otp-verify': {
      status: 401,
      body: {
        status: 'Error',
        success: false,
        code: 'OTP_INVALID',
        message,
        errors: [{ path: 'otp', message }],
        details: { triesLeft: 2 },
      },
    },
  });
  const { user } = renderWithApp(
    <DirectionProvider>
      <AuthProvider>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="/otp-verify" element={<OtpVerifyPage />} />
          </Route>
        </Routes>
      </AuthProvider>
    </DirectionProvider>,
    { path: '/otp-verify' },
  );
  await user.type(screen.getByLabelText(i18n.t('auth:otp.digit', { n: 1, total: 4 })), '1234');
  await user.click(screen.getByRole('button', { name: i18n.t('auth:otp.verify') }));
  expect(await screen.findByText('कोड सही नहीं है। 2 कोशिशें बाकी हैं।')).toBeInTheDocument();
  expect(screen.queryByText(message)).not.toBeInTheDocument();
});
