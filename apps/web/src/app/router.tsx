import type { Lang } from '@safesathi/contract';
import { lazy, Suspense } from 'react';
import { type PatchRoutesOnNavigationFunction, type RouteObject, useLocation } from 'react-router';
import { PageLanguageLayout, PREFIXED_LANGS } from '../i18n/page-language';
import { SCREEN_NAMESPACES, type Screen } from '../i18n/screen-namespaces';
import { PageLoader } from '../ui/page-loader';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { isAdminPath } from './paths';
import { prefetchScreens } from './prefetch';
import { AppRoot } from './root';
import { RouteError } from './route-error';

const ROOT_ID = 'root';
const ADMIN_LAYOUT_ID = 'admin-layout';

/**
 * A translated screen: its module and its catalogues in the chosen language (i18n/screen-namespaces.ts),
 * fetched together, so it renders with its words and never a key.
 */
function withTexts<T>(screen: Screen, load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), import('../i18n/i18n').then((m) => m.loadNamespaces(SCREEN_NAMESPACES[screen]))]).then(
      ([page]) => page,
    );
}

// Every page is its own lazily loaded chunk: the public entry carries the router, the providers
// and the guards, never the back office. `/:qrcodename` and `/sos-call/*` are answered by the
// server (server-rendered SOS page) before the SPA is ever involved.

// In the visitor's language: shown once its catalogues are in.
const NotFoundPage = lazy(() =>
  withTexts('site/not-found-page', () => import('../site/not-found-page'))().then((m) => ({ default: m.NotFoundPage })),
);
const AdminNotFoundShell = lazy(() =>
  import('../admin/admin-not-found').then((m) => ({ default: m.AdminNotFoundShell })),
);

/** Unknown paths: a 404 inside the admin shell for /admin…, the public 404 otherwise. */
function CatchAll() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) {
    return (
      <RequireAuth adminOnly>
        <Suspense fallback={<PageLoader fullScreen />}>
          <AdminNotFoundShell />
        </Suspense>
      </RequireAuth>
    );
  }
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * The back office's frame. Its screens, and the old addresses that redirect to them, come from the
 * registry (admin/screens.ts) and are added to it on the first visit to a back-office address
 * (patchRoutesOnNavigation below): the public entry carries neither the registry nor the back office.
 */
const adminRoutes: RouteObject = {
  element: <RequireAuth adminOnly />,
  children: [
    {
      id: ADMIN_LAYOUT_ID,
      lazy: () => import('../admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [],
    },
  ],
};

const accountRoutes: RouteObject = {
  path: 'account',
  element: <RequireAuth />,
  children: [
    {
      // Its header and the translated pages wait for the chosen language's catalogues (no English flash).
      lazy: withTexts('account/account-layout', () =>
        import('../account/account-layout').then((m) => ({ Component: m.AccountLayout })),
      ),
      children: [
        {
          index: true,
          lazy: withTexts('account/account-page', () =>
            import('../account/account-page').then((m) => ({ Component: m.AccountPage })),
          ),
        },
        {
          path: 'profile',
          lazy: withTexts('account/profile-page', () =>
            import('../account/profile-page').then((m) => ({ Component: m.ProfilePage })),
          ),
        },
        {
          path: 'contacts',
          lazy: withTexts('account/contacts-page', () =>
            import('../account/contacts-page').then((m) => ({ Component: m.ContactsPage })),
          ),
        },
        {
          path: 'vehicles',
          lazy: withTexts('account/vehicles-page', () =>
            import('../account/vehicles-page').then((m) => ({ Component: m.VehiclesPage })),
          ),
        },
        {
          path: 'papers',
          lazy: withTexts('account/papers/papers-page', () =>
            import('../account/papers/papers-page').then((m) => ({ Component: m.PapersPage })),
          ),
        },
        {
          path: 'orders',
          lazy: withTexts('account/orders-page', () =>
            import('../account/orders-page').then((m) => ({ Component: m.OrdersPage })),
          ),
        },
        {
          path: 'groups',
          lazy: withTexts('account/groups/groups-page', () =>
            import('../account/groups/groups-page').then((m) => ({ Component: m.GroupsPage })),
          ),
        },
        {
          path: 'groups/:id',
          lazy: withTexts('account/groups/group-page', () =>
            import('../account/groups/group-page').then((m) => ({ Component: m.GroupPage })),
          ),
        },
        {
          path: 'blood',
          lazy: withTexts('account/blood/blood-donor-page', () =>
            import('../account/blood/blood-donor-page').then((m) => ({ Component: m.BloodDonorPage })),
          ),
        },
        {
          path: 'blood-requests',
          lazy: withTexts('account/blood/blood-requests-page', () =>
            import('../account/blood/blood-requests-page').then((m) => ({ Component: m.BloodRequestsPage })),
          ),
        },
        {
          path: 'orders/:id',
          lazy: withTexts('account/order-page', () =>
            import('../account/order-page').then((m) => ({ Component: m.OrderPage })),
          ),
        },
        {
          path: '*',
          lazy: withTexts('account/account-not-found', () =>
            import('../account/account-not-found').then((m) => ({ Component: m.AccountNotFound })),
          ),
        },
      ],
    },
  ],
};

const policyPage = () => import('../site/policy-page').then((m) => ({ Component: m.PolicyPage }));
const signInPage = withTexts('site/sign-in-page', () =>
  import('../site/sign-in-page').then((m) => ({ Component: m.SignInPage })),
);

const POLICY_PATHS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-and-conditions'];

/**
 * The public pages that exist in every language (i18n/page-language.ts), under each one's layout. A
 * policy in a language comes once its translation is in (docs/decisions/0083-policies-in-every-language.md).
 */
const translatedRoutes = (lang: Lang): RouteObject[] => [
  { index: true, lazy: () => import('../site/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
  { path: 'shop', lazy: () => import('../shop/shop-page').then((m) => ({ Component: m.ShopPage })) },
  { path: 'demo', lazy: () => import('../site/demo-page').then((m) => ({ Component: m.DemoPage })) },
  ...POLICY_PATHS.map(
    (path): RouteObject => ({
      path,
      lazy:
        lang === 'en'
          ? policyPage
          : () =>
              Promise.all([
                policyPage(),
                import('../i18n/site-text').then((m) => m.loadPageTexts(lang, m.POLICY_NAMESPACES)),
              ]).then(([page]) => page),
    }),
  ),
];

// `/hi/`, `/ta/shop`…: the layout comes once the language's catalogues are in (they came with a
// server-rendered page, so hydrating it waits for nothing).
const languageRoutes = PREFIXED_LANGS.map(
  (lang): RouteObject => ({
    path: lang,
    lazy: () =>
      import('../i18n/site-text').then((m) => m.loadPageTexts(lang)).then(() => ({ Component: PageLanguageLayout })),
    children: translatedRoutes(lang),
  }),
);

const siteRoutes: RouteObject[] = [
  { Component: PageLanguageLayout, children: translatedRoutes('en') },
  ...languageRoutes,
  {
    // Translated screens: shown once the chosen language's catalogues are in (no English flash first).
    lazy: withTexts('site/auth-layout', () => import('../site/auth-layout').then((m) => ({ Component: m.AuthLayout }))),
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'sign-in', lazy: signInPage },
          { path: 'login', lazy: signInPage },
          {
            path: 'sign-up',
            lazy: withTexts('site/sign-up-page', () =>
              import('../site/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
            ),
          },
        ],
      },
      // Handles "already signed in" itself: it signs people in and must not be redirected mid-way.
      {
        path: 'otp-verify',
        lazy: withTexts('site/otp-verify-page', () =>
          import('../site/otp-verify-page').then((m) => ({ Component: m.OtpVerifyPage })),
        ),
      },
    ],
  },
  // An invitation's link (docs/decisions/0072-trip-groups.md): signed in (or up) first, then taken.
  // Signed out, it sends a new number to sign-up with the number filled in; signed in, it joins.
  {
    path: 'groups/join/:token',
    lazy: withTexts('account/groups/join-page', () =>
      import('../account/groups/join-page').then((m) => ({ Component: m.JoinGroupPage })),
    ),
  },
  {
    // The buy flow, in the visitor's language at one address each: shown once its catalogues are in.
    lazy: withTexts('shop/buy-layout', () =>
      import('../shop/buy-layout').then((m) => m.buyLanguageReady().then(() => ({ Component: m.BuyLayout }))),
    ),
    children: [
      {
        path: 'shop/:id',
        lazy: withTexts('shop/product-page', () =>
          import('../shop/product-page').then((m) => ({ Component: m.ProductPage })),
        ),
      },
      {
        path: 'cart',
        lazy: withTexts('shop/cart-page', () => import('../shop/cart-page').then((m) => ({ Component: m.CartPage }))),
      },
      // PUBLIC_URL/{8 letters or digits} is a tag's address under its QR: the server gives a page of
      // eight characters to the web app only when it can be no tag's code (a U, as here; see
      // apps/server/src/modules/sos/sos.pages.ts).
      {
        path: 'checkout',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            lazy: withTexts('shop/checkout-page', () =>
              import('../shop/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
            ),
          },
        ],
      },
      {
        path: 'success',
        lazy: withTexts('site/success-page', () =>
          import('../site/success-page').then((m) => ({ Component: m.SuccessPage })),
        ),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [...siteRoutes, adminRoutes, accountRoutes, { path: '*', element: <CatchAll /> }],
  },
];

let adminAdded = false;
const adminRoutesModule = () => import('../admin/admin-routes');

/**
 * Opening the app on a back-office address: the registry, the layout and the screen are fetched
 * at once, before the router starts, instead of one after the other as the router would find it
 * needs each (docs/decisions/0051-back-office-load.md). The router's own imports then find them
 * loaded; a failure is left to the router to report.
 */
export function warmBackOffice(path: string): void {
  if (!isAdminPath(path)) return;
  void import('../admin/admin-layout').catch(() => undefined);
  void adminRoutesModule()
    .then(() => prefetchScreens([path]))
    .catch(() => undefined);
}

/** Adds the back office's screens and old addresses when an address of it is first visited. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminAdded || !isAdminPath(path)) return;
  const admin = await adminRoutesModule();
  if (adminAdded) return;
  adminAdded = true;
  patch(ADMIN_LAYOUT_ID, admin.SCREEN_ROUTES);
  patch(ROOT_ID, admin.LEGACY_ROUTES);
};
