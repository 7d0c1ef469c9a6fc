import { isPermissionFlag, PAGE_FLAGS, type PermissionFlag } from '@safesathi/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEGACY_ROUTES, SCREEN_ROUTES } from './admin-routes';
import enAdmin from './locales/en/admin.json';
import hiAdmin from './locales/hi/admin.json';
import { ADMIN_NAV, isNavItemActive, type NavItem, screenAt, visibleNav } from './nav';
import { type LegacyHandle, WEBSITE_FLAGS } from './screen-model';
import { legacyTarget, screenById } from './screen-paths';
import { ADMIN_SCREENS, LEGACY_PATHS } from './screens';

const flat = (items: NavItem[]): NavItem[] => items.flatMap((item) => (item.children ? flat(item.children) : [item]));
/** The router's tree once the back office's routes are added (app/router.tsx patchRoutesOnNavigation). */
const tree: RouteObject[] = [{ path: '/', children: [{ children: SCREEN_ROUTES }, ...LEGACY_ROUTES, { path: '*' }] }];
const routeAt = (path: string) => matchRoutes(tree, path)?.at(-1)?.route;

describe('the back office screen registry', () => {
  it('names every screen in English and Hindi: its title, its menu entry and what its refusal is about', () => {
    for (const [lang, catalogue] of [
      ['en', enAdmin],
      ['hi', hiAdmin],
    ] as const) {
      const words = catalogue.screens as Record<string, { title?: string; menu?: string; what?: string }>;
      expect(Object.keys(words).sort(), lang).toEqual(ADMIN_SCREENS.map((s) => s.id).sort());
      for (const screen of ADMIN_SCREENS) {
        expect(words[screen.id]?.title, `${lang} ${screen.id}`).toBeTruthy();
        expect(words[screen.id]?.what, `${lang} ${screen.id}`).toBeTruthy();
        if (screen.menu) expect(words[screen.id]?.menu, `${lang} ${screen.id} menu`).toBeTruthy();
      }
      // The English words are the registry's own, which the existing screens and tests read.
      if (lang === 'en')
        for (const screen of ADMIN_SCREENS) {
          expect(words[screen.id]?.title, screen.id).toBe(screen.title);
          if (screen.menu) expect(words[screen.id]?.menu, screen.id).toBe(screen.menu.label);
        }
    }
  });

  it('gives every screen a unique id and path, a title, flags that exist and a page that loads', async () => {
    expect(new Set(ADMIN_SCREENS.map((s) => s.id)).size).toBe(ADMIN_SCREENS.length);
    expect(new Set(ADMIN_SCREENS.map((s) => s.path.toLowerCase())).size).toBe(ADMIN_SCREENS.length);
    for (const screen of ADMIN_SCREENS) {
      expect(screen.title, screen.id).not.toBe('');
      if (screen.access !== 'superAdmin') {
        expect(screen.access.length, screen.id).toBeGreaterThan(0);
        for (const flag of [...screen.access, ...(screen.refusal?.flags ?? [])])
          expect(isPermissionFlag(flag), `${screen.id}: ${flag}`).toBe(true);
      }
      expect(screen.menu || screen.within, `${screen.id} is reachable from the menu`).toBeTruthy();
      if (screen.within) expect(screenById(screen.within).menu, screen.id).toBeDefined();
      const { Component } = await screen.page();
      expect(typeof Component, screen.id).toBe('function');
    }
  }, 60_000);

  it('routes every screen’s address to that screen, whatever the letter case', () => {
    for (const screen of ADMIN_SCREENS) {
      const path = `/${screen.path.replace(':id', '0b6c1e9e-0000-4000-8000-000000000001')}`;
      expect(routeAt(path)?.handle, path).toMatchObject({ screen: { id: screen.id } });
      expect(routeAt(path.toUpperCase())?.handle, path).toMatchObject({ screen: { id: screen.id } });
      expect(screenAt(path)?.id, path).toBe(screen.id);
    }
  });

  it('opens the Website screen with exactly the flags of the website pages', () => {
    expect([...WEBSITE_FLAGS].sort()).toEqual([...new Set(Object.values(PAGE_FLAGS))].sort());
  });
});

describe('the side menu', () => {
  it('points every entry at a registered screen, and lists every screen that has a menu entry once', () => {
    const entries = flat(ADMIN_NAV);
    for (const entry of entries) {
      expect(entry.screen, entry.label).toBeDefined();
      expect(ADMIN_SCREENS).toContain(entry.screen);
      expect(entry.to).toBe(`/${entry.screen?.path}`);
    }
    expect(entries.map((e) => e.screen?.id)).toEqual(ADMIN_SCREENS.filter((s) => s.menu).map((s) => s.id));
    expect(ADMIN_NAV.find((e) => e.label === 'Settings')?.children?.map((c) => c.label)).toEqual([
      'Banner',
      'Vehicle type',
      'Vehicle Brands',
      'Vehicle Model',
      'Reason',
      'FAQs',
    ]);
  });

  it('lights the entry of the screen shown, and the list’s entry on its detail pages', () => {
    const lit = (path: string) =>
      flat(ADMIN_NAV)
        .filter((e) => isNavItemActive(e, path))
        .map((e) => e.label);
    expect(lit('/admin-dashboard')).toEqual(['Orders']);
    expect(lit('/admin/orders/7')).toEqual(['Orders']);
    expect(lit('/admin')).toEqual(['Users']);
    expect(lit('/admin/users/7')).toEqual(['Users']);
    expect(lit('/admin/customers/7')).toEqual(['Customers']);
    expect(lit('/admin/products/7')).toEqual(['Shops']);
    expect(lit('/admin/permissions')).toEqual(['Permission']);
    expect(lit('/ADMIN-FAQS/')).toEqual(['FAQs']);
  });

  it('shows an admin only the screens their flags open, and the audit log to the super admin only', () => {
    const holding =
      (...flags: PermissionFlag[]) =>
      (flag: PermissionFlag) =>
        flags.includes(flag);
    const labels = (items: NavItem[]) => flat(items).map((e) => e.label);
    expect(labels(visibleNav(ADMIN_NAV, holding('viewOrder')))).toEqual(['Orders', 'Returns']);
    expect(visibleNav(ADMIN_NAV, holding('addFAQs')).map((e) => [e.label, e.to])).toEqual([
      ['Settings', '/admin-faqs'],
    ]);
    expect(labels(visibleNav(ADMIN_NAV, holding()))).toEqual([]);
    expect(labels(visibleNav(ADMIN_NAV, () => true, true))).toContain('Audit log');
    expect(labels(visibleNav(ADMIN_NAV, () => true, false))).not.toContain('Audit log');
  });
});

describe('the old back-office addresses', () => {
  const OLD = [
    'admin-orders',
    'admin-faq',
    'admin-reasons',
    'permission',
    'admin-dashboard-products',
    'admin-dashboard-products/7',
    'admin-product-details',
    'admin-product-details/7',
    'view-customer',
    'view-customer/7',
    'view-user',
    'view-user/7',
  ];

  it('are each routed to a redirect to a registered screen', () => {
    for (const path of OLD) {
      const to = (routeAt(`/${path}`)?.handle as LegacyHandle | undefined)?.legacyTo;
      expect(to, path).toBeDefined();
      expect(() => screenById(to ?? ''), path).not.toThrow();
    }
    expect(LEGACY_PATHS.map((l) => l.from).sort()).toEqual([...OLD.map((p) => p.replace('/7', '/:id'))].sort());
  });

  it('redirect to the clean address, keeping the query and finding a detail page’s id', () => {
    expect(legacyTarget('orders', { search: '?status=Pending' })).toBe('/admin-dashboard?status=Pending');
    expect(legacyTarget('permissions', { search: '?admin=5' })).toBe('/admin/permissions?admin=5');
    expect(legacyTarget('order', { id: '7', search: '?print=1', hash: '#lines' })).toBe(
      '/admin/orders/7?print=1#lines',
    );
    // The header search's old link, and the list rows' navigation state.
    expect(legacyTarget('order', { search: '?id=7' })).toBe('/admin/orders/7');
    expect(legacyTarget('customer', { state: { row: { _id: 'c-1' } } })).toBe('/admin/customers/c-1');
    expect(legacyTarget('product', { state: { product: { _id: 'p-1' } } })).toBe('/admin/products/p-1');
    // No id anywhere: the list to choose from.
    expect(legacyTarget('user', {})).toBe('/admin');
    expect(legacyTarget('order', {})).toBe('/admin-dashboard');
  });
});
