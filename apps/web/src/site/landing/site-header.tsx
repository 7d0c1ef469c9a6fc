import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { CartButton } from '../../shop/cart-button';
import { Brand } from '../../ui/brand';
import { IconChat } from '../../ui/icons';
import { useSiteSettings, whatsappLink } from '../public-api';
import { useHydrated } from '../use-hydrated';

/** docs/product.md §9: the top bar takes its scrolled style once the page has scrolled this far. */
export const SCROLL_THRESHOLD_PX = 10;

function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const SECTION_LINKS = [
  { label: 'About', hash: 'about' },
  { label: 'Features', hash: 'features' },
  { label: 'FAQs', hash: 'faqs' },
  { label: 'Contact', hash: 'stay-updated' },
];

/**
 * The public pages' sticky top bar: product mark, section links (wide screens), Send Message
 * (WhatsApp from the support number setting) and sign-in. On the landing page `onLanding` makes
 * the section links plain in-page anchors.
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const scrolled = useScrolled();
  const hydrated = useHydrated();
  const auth = useAuth();
  const settings = useSiteSettings();
  const chat = whatsappLink(settings.data);
  // The server and the first client render know nobody: the link changes only after hydration.
  const user = hydrated && auth.status === 'signed-in' ? auth.user : null;
  const home = user?.usertype === 'Admin' ? '/admin-dashboard' : '/account';

  return (
    <Box
      component="header"
      data-scrolled={scrolled ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        transition: 'background-color 150ms ease, box-shadow 150ms ease',
        backgroundColor: scrolled ? 'rgba(255, 255, 255, 0.97)' : 'transparent',
        boxShadow: scrolled ? '0 1px 0 var(--mantine-color-gray-3), 0 4px 16px rgba(0, 0, 0, 0.06)' : 'none',
      }}
    >
      <Container size="lg" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="xs" h={44}>
          <Brand size="md" />
          <Group component="nav" aria-label="Sections" gap="lg" visibleFrom="md">
            {SECTION_LINKS.map((link) => (
              <Anchor
                key={link.hash}
                href={onLanding ? `#${link.hash}` : `/#${link.hash}`}
                c="dark.7"
                fw={600}
                size="sm"
              >
                {link.label}
              </Anchor>
            ))}
            <Anchor component={Link} to="/demo" c="dark.7" fw={600} size="sm">
              Demo
            </Anchor>
            <Anchor component={Link} to="/shop" c="dark.7" fw={600} size="sm">
              Shop
            </Anchor>
          </Group>
          <Group gap={6} wrap="nowrap">
            <CartButton />
            <Button
              component="a"
              href={chat ?? (onLanding ? '#stay-updated' : '/#stay-updated')}
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
            >
              <Box component="span" visibleFrom="xs" ml={6}>
                Send Message
              </Box>
            </Button>
            <Button component={Link} to={user ? home : '/sign-in'} size="sm" miw={84} px={12}>
              {user ? (user.usertype === 'Admin' ? 'Back office' : 'My account') : 'Sign in'}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
