import { DirectionProvider } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render';
import { AuthLayout } from './auth-layout';
import { SignInPage } from './sign-in-page';

/** For tests: the sign-in page inside its layout (which gives refusals in the page's language). */
export function renderSignIn() {
  return renderWithApp(
    <DirectionProvider>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="/sign-in" element={<SignInPage />} />
        </Route>
      </Routes>
    </DirectionProvider>,
    { path: '/sign-in' },
  );
}
