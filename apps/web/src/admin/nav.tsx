import type { PermissionFlag } from '@safesathi/contract';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import {
  IconCart,
  IconChat,
  IconCustomers,
  IconDrop,
  IconGlobe,
  IconHistory,
  IconInbox,
  IconKey,
  IconOrders,
  IconQr,
  IconReturn,
  IconSettings,
  IconShop,
  IconSiren,
  IconTag,
  IconTicket,
  IconUsers,
} from '../ui/icons';
import { type AdminScreen, type MenuIcon, mayOpen } from './screen-model';
import { ADMIN_SCREENS } from './screens';

export interface NavItem {
  label: string;
  to: string;
  icon?: ReactNode;
  /** The screen this entry opens; a group has none. */
  screen?: AdminScreen;
  children?: NavItem[];
}

const ICONS: Record<MenuIcon, ReactNode> = {
  orders: <IconOrders />,
  users: <IconUsers />,
  shop: <IconShop />,
  customers: <IconCustomers />,
  siren: <IconSiren />,
  drop: <IconDrop size={20} />,
  qr: <IconQr />,
  settings: <IconSettings />,
  key: <IconKey />,
  history: <IconHistory size={20} />,
  tag: <IconTag />,
  ticket: <IconTicket />,
  cart: <IconCart />,
  return: <IconReturn />,
  inbox: <IconInbox />,
  chat: <IconChat />,
  globe: <IconGlobe />,
};

/**
 * The side menu (docs/product.md §2 "Sidebar"), made from the screens' `menu` entries in their
 * order. The flat Banner / Vehicle … / Reason / FAQs entries the spec repeats under the Settings
 * group are the same screens, so they appear once, inside it.
 */
function menuOf(screens: readonly AdminScreen[]): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavItem>();
  for (const screen of screens) {
    if (!screen.menu) continue;
    const { label, icon, group } = screen.menu;
    const item: NavItem = { label, to: `/${screen.path}`, icon: icon ? ICONS[icon] : undefined, screen };
    if (!group) {
      items.push(item);
      continue;
    }
    let parent = groups.get(group);
    if (!parent) {
      parent = { label: group, to: item.to, icon: ICONS.settings, children: [] };
      groups.set(group, parent);
      items.push(parent);
    }
    parent.children?.push(item);
  }
  return items;
}

export const ADMIN_NAV: NavItem[] = menuOf(ADMIN_SCREENS);

/** The screen an address shows (route matching is case-insensitive, as the router's). */
export function screenAt(pathname: string): AdminScreen | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SCREENS.find((screen) => matchPath({ path: `/${screen.path}`, caseSensitive: false }, path));
}

/** Whether an entry is lit: its screen is shown, or a detail screen that belongs to it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const shown = screenAt(pathname);
  return !!shown && !!item.screen && (shown.id === item.screen.id || shown.within === item.screen.id);
}

/** The menu with the entries this admin may not use left out (groups vanish when empty). */
export function visibleNav(items: NavItem[], can: (flag: PermissionFlag) => boolean, isSuperAdmin = false): NavItem[] {
  const allowed = (item: NavItem) => !item.screen || mayOpen(item.screen, can, isSuperAdmin);
  return items.flatMap((item) => {
    if (!item.children) return allowed(item) ? [item] : [];
    const children = item.children.filter(allowed);
    return children.length > 0 ? [{ ...item, to: children[0].to, children }] : [];
  });
}
