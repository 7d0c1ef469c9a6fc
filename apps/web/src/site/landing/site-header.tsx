import { Anchor, Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import type { LandingSection } from '@safesathi/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { CartButton } from '../../shop/cart-button';
import { Brand } from '../../ui/brand';
import { IconChat, IconMenu } from '../../ui/icons';
import { useSiteSettings, whatsappLink } from '../public-api';
import { syncHeaderScrolled } from '../site-shell';
import { useHydrated } from '../use-hydrated';
import classes from './site-header.module.css';

/** The landing page's sections the top bar links to, each shown while its section is. */
const SECTION_LINKS: { label: string; hash: string; section: LandingSection }[] = [
  { label: 'About', hash: 'about', section: 'about' },
  { label: 'Features', hash: 'features', section: 'features' },
  { label: 'FAQs', hash: 'faqs', section: 'faqs' },
  { label: 'Contact', hash: 'stay-updated', section: 'contact' },
];
const PAGE_LINKS = [
  { label: 'Demo', to: '/demo' },
  { label: 'Shop', to: '/shop' },
];
const MENU_ID = 'site-menu';

/**
 * The public pages' sticky top bar: product mark, the sections and pages (a row on wide screens, a
 * menu on phones), Send Message (WhatsApp from the support number setting), the cart and sign-in.
 * It works before the app is loaded: the menu is a native popover, the scrolled style follows
 * `data-scrolled` (site-shell.ts). On the landing page `onLanding` makes the section links plain
 * in-page anchors.
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const hydrated = useHydrated();
  const auth = useAuth();
  const settings = useSiteSettings().data;
  const chat = whatsappLink(settings);
  // The server and the first client render know nobody: the link changes only after hydration.
  const user = hydrated && auth.status === 'signed-in' ? auth.user : null;
  const home = user?.usertype === 'Admin' ? '/admin-dashboard' : '/account';
  useEffect(() => syncHeaderScrolled(), []);

  const hidden = settings?.hiddenSections ?? [];
  const sections = SECTION_LINKS.filter((link) => !hidden.includes(link.section));
  const hrefOf = (hash: string) => (onLanding ? `#${hash}` : `/#${hash}`);
  const contact = hidden.includes('contact') ? `mailto:${settings?.supportEmail ?? ''}` : hrefOf('stay-updated');
  const message = chat ?? contact;

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
          <Brand size="md" />
          <Group component="nav" aria-label="Sections" gap="lg" visibleFrom="md">
            {sections.map((link) => (
              <Anchor key={link.hash} href={hrefOf(link.hash)} c="dark.7" fw={600} size="sm">
                {link.label}
              </Anchor>
            ))}
            {PAGE_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dark.7" fw={600} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap={6} wrap="nowrap">
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
              aria-label="Send Message"
              leftSection={<IconChat size={20} />}
              styles={{ section: { marginInlineEnd: 0 } }}
              data-testid="send-message"
              visibleFrom="xs"
            >
              <Box component="span" ml={6}>
                Send Message
              </Box>
            </Button>
            <Button component={Link} to={user ? home : '/sign-in'} size="sm" miw={84} px={12}>
              {user ? (user.usertype === 'Admin' ? 'Back office' : 'My account') : 'Sign in'}
            </Button>
            <UnstyledButton
              popoverTarget={MENU_ID}
              aria-label="Menu"
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
      <nav id={MENU_ID} popover="auto" aria-label="Menu" className={classes.menu}>
        {sections.map((link) => (
          <a key={link.hash} href={hrefOf(link.hash)}>
            {link.label}
          </a>
        ))}
        {PAGE_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        <a href={message} target={chat ? '_blank' : undefined} rel={chat ? 'noopener noreferrer' : undefined}>
          Send Message
        </a>
      </nav>
    </Box>
  );
}
