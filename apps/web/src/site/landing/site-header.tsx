import { Anchor, Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import type { LandingSection } from '@safesathi/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSiteTranslation } from '../../i18n/site-text';
import { useAuth } from '../../lib/auth';
import { CartButton } from '../../shop/cart-button';
import { Brand } from '../../ui/brand';
import { IconChat, IconCustomers, IconMenu } from '../../ui/icons';
import { useSiteSettings, whatsappLink } from '../public-api';
import { syncHeaderScrolled } from '../site-shell';
import { useHydrated } from '../use-hydrated';
import { LanguageButton, LanguageMenu } from './language-menu';
import classes from './site-header.module.css';

/** The landing page's sections the top bar links to, each shown while its section is. */
function useLinks() {
  const { t } = useSiteTranslation();
  const sections: { label: string; hash: string; section: LandingSection }[] = [
    { label: t('site:header.about'), hash: 'about', section: 'about' },
    { label: t('site:header.features'), hash: 'features', section: 'features' },
    { label: t('site:header.faqs'), hash: 'faqs', section: 'faqs' },
    { label: t('site:header.contact'), hash: 'stay-updated', section: 'contact' },
  ];
  const pages = [
    { label: t('site:header.demo'), to: '/demo' },
    { label: t('site:header.shop'), to: '/shop' },
  ];
  return { sections, pages };
}
const MENU_ID = 'site-menu';

/**
 * The public pages' sticky top bar: product mark, the sections and pages (a row on wide screens, a
 * menu on phones), Send Message (WhatsApp from the support number setting), the cart and sign-in.
 * It works before the app is loaded: the menu is a native popover, the scrolled style follows
 * `data-scrolled` (site-shell.ts). On the landing page `onLanding` makes the section links plain
 * in-page anchors. On a page in another language (`/hi/`), links to pages that exist in it stay in it.
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const { t, to } = useSiteTranslation();
  const links = useLinks();
  const hydrated = useHydrated();
  const auth = useAuth();
  const settings = useSiteSettings().data;
  const chat = whatsappLink(settings);
  // The server and the first client render know nobody: the link changes only after hydration.
  const user = hydrated && auth.status === 'signed-in' ? auth.user : null;
  const home = user?.usertype === 'Admin' ? '/admin-dashboard' : '/account';
  useEffect(() => syncHeaderScrolled(), []);

  const hidden = settings?.hiddenSections ?? [];
  const sections = links.sections.filter((link) => !hidden.includes(link.section));
  const hrefOf = (hash: string) => (onLanding ? `#${hash}` : to(`/#${hash}`));
  const contact = hidden.includes('contact') ? `mailto:${settings?.supportEmail ?? ''}` : hrefOf('stay-updated');
  const message = chat ?? contact;
  const account = {
    to: user ? home : '/sign-in',
    label: user
      ? user.usertype === 'Admin'
        ? t('site:header.backOffice')
        : t('site:header.myAccount')
      : t('site:header.signIn'),
  };

  return (
    <Box
      component="header"
      className={classes.header}
      // Only site-shell.ts changes it; rendered once as "false" so React never writes it again.
      data-scrolled="false"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <Container size="lg" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="xs" h={44}>
          <Brand size="md" to={to('/')} />
          <Group component="nav" aria-label={t('site:header.sections')} gap="lg" visibleFrom="md">
            {sections.map((link) => (
              <Anchor key={link.hash} href={hrefOf(link.hash)} c="dark.7" fw={600} size="sm">
                {link.label}
              </Anchor>
            ))}
            {links.pages.map((link) => (
              <Anchor key={link.to} component={Link} to={to(link.to)} c="dark.7" fw={600} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageButton />
            <CartButton />
            <Button
              component="a"
              href={message}
              target={chat ? '_blank' : undefined}
              rel={chat ? 'noopener noreferrer' : undefined}
              variant="subtle"
              color="green"
              c="#1d6b30"
              size="sm"
              px={8}
              aria-label={t('site:header.sendMessage')}
              leftSection={<IconChat size={20} />}
              styles={{ section: { marginInlineEnd: 0 } }}
              data-testid="send-message"
              visibleFrom="xs"
            >
              <Box component="span" ml={6}>
                {t('site:header.sendMessage')}
              </Box>
            </Button>
            {/* On a phone the button is an icon (its words are in the menu): in every language the bar fits 360 px. */}
            <Button
              component={Link}
              to={account.to}
              size="sm"
              px={10}
              aria-label={account.label}
              leftSection={<IconCustomers size={20} aria-hidden />}
              styles={{ section: { marginInlineEnd: 0 } }}
            >
              <Box component="span" ml={6} visibleFrom="xs">
                {account.label}
              </Box>
            </Button>
            <UnstyledButton
              popoverTarget={MENU_ID}
              aria-label={t('site:header.menu')}
              hiddenFrom="md"
              w={40}
              h={40}
              style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <IconMenu size={26} />
            </UnstyledButton>
          </Group>
        </Group>
      </Container>
      <nav id={MENU_ID} popover="auto" aria-label={t('site:header.menu')} className={classes.menu}>
        {sections.map((link) => (
          <a key={link.hash} href={hrefOf(link.hash)}>
            {link.label}
          </a>
        ))}
        {links.pages.map((link) => (
          <Link key={link.to} to={to(link.to)}>
            {link.label}
          </Link>
        ))}
        <a href={message} target={chat ? '_blank' : undefined} rel={chat ? 'noopener noreferrer' : undefined}>
          {t('site:header.sendMessage')}
        </a>
        <Link to={account.to}>{account.label}</Link>
        <LanguageButton inMenu />
      </nav>
      <LanguageMenu />
    </Box>
  );
}
