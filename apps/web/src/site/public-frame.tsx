import { Box, Container, Group } from '@mantine/core';
import { useLanguageControl } from '../i18n/page-language';
import { SiteFooter } from './landing/site-footer';
import { SiteHeader } from './landing/site-header';

/**
 * Header, the page, footer: the frame of the policy pages, /demo, and the buy flow. A page the app
 * translates at one address (a product, the cart, checkout) gets its language menu at the top of
 * the page: the header's own menu is for pages with an address per language, and its bar has no
 * room for another button at 360 px.
 */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  const languageControl = useLanguageControl();
  return (
    <Box bg="gray.0" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        {languageControl ? (
          <Container size="lg" pt="xs">
            <Group justify="flex-end">{languageControl}</Group>
          </Container>
        ) : null}
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
