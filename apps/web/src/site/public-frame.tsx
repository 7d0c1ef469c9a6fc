import { Box } from '@mantine/core';
import { SiteFooter } from './landing/site-footer';
import { SiteHeader } from './landing/site-header';

/** Header, the page, footer: the frame of the policy pages and /demo. */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box bg="gray.0" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
