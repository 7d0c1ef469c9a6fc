import { lazy, Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { ADMIN_SCREENS, type AdminHandle, ORDERS_PATHS } from '../admin/screens';
import { PageLoader } from '../ui/page-loader';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { isAdminPath } from './paths';
import { AppRoot } from './root';
import { RouteError } from './route-error';

// Every page is its own lazily loaded chunk: the public entry carries the router, the providers
// and the guards, never the back office. `/:qrcodename` and `/sos-call/*` are answered by the
// server (server-rendered SOS page) before the SPA is ever involved.

const NotFoundPage = lazy(() => import('../site/not-found-page').then((m) => ({ default: m.NotFoundPage })));
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

const ordersPage = () => import('../admin/orders/orders-page').then((m) => ({ Component: m.OrdersPage }));
const orderDetailPage = () =>
  import('../admin/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage }));
const productDetailsPage = () =>
  import('../admin/shop/product-details-page').then((m) => ({ Component: m.ProductDetailsPage }));
const catalogue = (page: 'CategoriesPage' | 'VehicleTypesPage' | 'VehicleBrandsPage' | 'VehicleModelsPage') => () =>
  import('../admin/catalogue/catalogue-pages').then((m) => ({ Component: m[page] }));
const faqsPage = () => import('../admin/settings/faqs-page').then((m) => ({ Component: m.FaqsPage }));
const reasonsPage = () => import('../admin/settings/reasons-page').then((m) => ({ Component: m.ReasonsPage }));
const comingSoonPage = () => import('../admin/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));
const customerDetailPage = () =>
  import('../admin/users/user-detail-page').then((m) => ({ Component: m.CustomerDetailPage }));
const adminUserDetailPage = () =>
  import('../admin/users/user-detail-page').then((m) => ({ Component: m.AdminUserDetailPage }));
/** Screens of ADMIN_SCREENS that are built; the others show "coming soon". */
const SCREEN_PAGES: Record<string, typeof comingSoonPage> = {
  admin: () => import('../admin/admins/admins-page').then((m) => ({ Component: m.AdminsPage })),
  'admin-customers': () => import('../admin/customers/customers-page').then((m) => ({ Component: m.CustomersPage })),
  permission: () => import('../admin/permissions/permissions-page').then((m) => ({ Component: m.PermissionsPage })),
  'admin-audit': () => import('../admin/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  'view-customer': customerDetailPage,
  'view-customer/:id': customerDetailPage,
  'view-user': adminUserDetailPage,
  'view-user/:id': adminUserDetailPage,
  'admin-dashboard-products': orderDetailPage,
  'admin-dashboard-products/:id': orderDetailPage,
  'admin-shop': () => import('../admin/shop/shop-page').then((m) => ({ Component: m.ShopPage })),
  'admin-product-details': productDetailsPage,
  'admin-product-details/:id': productDetailsPage,
  'admin-category': catalogue('CategoriesPage'),
  'admin-vehicle-type': catalogue('VehicleTypesPage'),
  'admin-vehicle-brand': catalogue('VehicleBrandsPage'),
  'admin-vehicle-model': catalogue('VehicleModelsPage'),
  'admin-banner': () => import('../admin/settings/banners-page').then((m) => ({ Component: m.BannersPage })),
  'admin-faq': faqsPage,
  'admin-faqs': faqsPage,
  'admin-reasons': reasonsPage,
  'admin-reason': reasonsPage,
  'admin-carts': () => import('../admin/carts/carts-page').then((m) => ({ Component: m.CartsPage })),
  'admin-returns': () => import('../admin/returns/returns-page').then((m) => ({ Component: m.ReturnsPage })),
  'admin-coupon-code': () => import('../admin/settings/coupons-page').then((m) => ({ Component: m.CouponsPage })),
};
const sosCallsPage = () => import('../admin/sos/sos-calls-page').then((m) => ({ Component: m.SosCallsPage }));
const qrCodesPage = () => import('../admin/qr-codes/qr-codes-page').then((m) => ({ Component: m.QrCodesPage }));

const adminRoutes: RouteObject = {
  element: <RequireAuth adminOnly />,
  children: [
    {
      lazy: () => import('../admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        ...ORDERS_PATHS.map(
          (path): RouteObject => ({ path, handle: { title: 'Orders' } satisfies AdminHandle, lazy: ordersPage }),
        ),
        { path: 'admin-sos-calls', handle: { title: 'SOS calls' } satisfies AdminHandle, lazy: sosCallsPage },
        { path: 'admin-qr-code', handle: { title: 'QR codes' } satisfies AdminHandle, lazy: qrCodesPage },
        {
          path: 'admin-queries',
          handle: { title: 'Queries' } satisfies AdminHandle,
          lazy: () => import('../admin/queries/queries-page').then((m) => ({ Component: m.QueriesPage })),
        },
        {
          path: 'admin-campaigns',
          handle: { title: 'SMS campaigns' } satisfies AdminHandle,
          lazy: () => import('../admin/campaigns/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
        },
        {
          path: 'admin-website',
          handle: { title: 'Website' } satisfies AdminHandle,
          lazy: () => import('../admin/website/website-page').then((m) => ({ Component: m.WebsitePage })),
        },
        ...ADMIN_SCREENS.map(
          (screen): RouteObject => ({
            path: screen.path,
            handle: { title: screen.title } satisfies AdminHandle,
            lazy: SCREEN_PAGES[screen.path] ?? comingSoonPage,
          }),
        ),
      ],
    },
  ],
};

const accountRoutes: RouteObject = {
  path: 'account',
  element: <RequireAuth />,
  children: [
    {
      lazy: () => import('../account/account-layout').then((m) => ({ Component: m.AccountLayout })),
      children: [
        { index: true, lazy: () => import('../account/account-page').then((m) => ({ Component: m.AccountPage })) },
        { path: 'profile', lazy: () => import('../account/profile-page').then((m) => ({ Component: m.ProfilePage })) },
        {
          path: 'contacts',
          lazy: () => import('../account/contacts-page').then((m) => ({ Component: m.ContactsPage })),
        },
        {
          path: 'vehicles',
          lazy: () => import('../account/vehicles-page').then((m) => ({ Component: m.VehiclesPage })),
        },
        { path: 'orders', lazy: () => import('../account/orders-page').then((m) => ({ Component: m.OrdersPage })) },
        {
          path: 'orders/:id',
          lazy: () => import('../account/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: '*',
          lazy: () => import('../account/account-not-found').then((m) => ({ Component: m.AccountNotFound })),
        },
      ],
    },
  ],
};

const policyPage = () => import('../site/policy-page').then((m) => ({ Component: m.PolicyPage }));
const signInPage = () => import('../site/sign-in-page').then((m) => ({ Component: m.SignInPage }));

const siteRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../site/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
  { path: 'demo', lazy: () => import('../site/demo-page').then((m) => ({ Component: m.DemoPage })) },
  ...['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-and-conditions'].map(
    (path): RouteObject => ({ path, lazy: policyPage }),
  ),
  {
    lazy: () => import('../site/auth-layout').then((m) => ({ Component: m.AuthLayout })),
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'sign-in', lazy: signInPage },
          { path: 'login', lazy: signInPage },
          { path: 'sign-up', lazy: () => import('../site/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
        ],
      },
      // Handles "already signed in" itself: it signs people in and must not be redirected mid-way.
      {
        path: 'otp-verify',
        lazy: () => import('../site/otp-verify-page').then((m) => ({ Component: m.OtpVerifyPage })),
      },
    ],
  },
  { path: 'shop', lazy: () => import('../shop/shop-page').then((m) => ({ Component: m.ShopPage })) },
  { path: 'shop/:id', lazy: () => import('../shop/product-page').then((m) => ({ Component: m.ProductPage })) },
  { path: 'cart', lazy: () => import('../shop/cart-page').then((m) => ({ Component: m.CartPage })) },
  // PUBLIC_URL/{8 letters or digits} is a tag's address under its QR: the server gives a page of
  // eight characters to the web app only when it can be no tag's code (a U, as here; see
  // apps/server/src/modules/sos/sos.pages.ts).
  {
    path: 'checkout',
    element: <RequireAuth />,
    children: [
      { index: true, lazy: () => import('../shop/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
    ],
  },
  { path: 'success', lazy: () => import('../site/success-page').then((m) => ({ Component: m.SuccessPage })) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [...siteRoutes, adminRoutes, accountRoutes, { path: '*', element: <CatchAll /> }],
  },
];

/** Public pages written to HTML at build time (scripts/prerender.ts) and hydrated in the browser. */
export const PRERENDERED_PATHS = [
  '/',
  '/demo',
  '/privacy-policy',
  '/shipping-policy',
  '/refund-policy',
  '/terms-and-conditions',
] as const;
