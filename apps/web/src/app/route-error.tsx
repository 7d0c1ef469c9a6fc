import { Button, Code, Group } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { IconAlert } from '../ui/icons';
import { StatusPage } from '../ui/status-page';

/** Last line of defence: a page failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        asMain
        title="Page not found"
        text="We could not find that page."
        action={{ label: 'Go to the home page', to: '/' }}
      />
    );
  }
  // A chunk that cannot be fetched usually means a new version was deployed or the network dropped.
  const message = error instanceof Error ? error.message : String(error ?? '');
  const chunkFailed = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
  return (
    <StatusPage
      minHeight="100dvh"
      asMain
      color="red"
      icon={<IconAlert size={30} />}
      title={chunkFailed ? 'Could not load this page' : 'Something went wrong'}
      text={
        chunkFailed
          ? 'Check your connection and reload the page. If SafeSathi was just updated, reloading fetches the new version.'
          : 'This page ran into a problem. Reloading usually fixes it; if not, please try again later.'
      }
    >
      {import.meta.env.DEV && message ? <Code block>{message}</Code> : null}
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component="a" href="/">
          Home
        </Button>
      </Group>
    </StatusPage>
  );
}
