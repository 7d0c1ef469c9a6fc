import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT } from './prerender-state';

/**
 * boot.ts on a server-rendered page (built into the page's HTML below), before and after the app
 * reports itself up. Each test loads the module afresh: it installs its listeners when imported.
 */
async function boot(html: string) {
  document.body.innerHTML = `<script data-chunks="[]" data-app="data:text/javascript,export{}"></script>${html}`;
  vi.resetModules();
  await import('./boot');
}

const appUp = () => window.dispatchEvent(new Event(APP_READY_EVENT));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a tap on a server-rendered page while the app loads', () => {
  it('keeps a click on a button only the app acts on, and gives it to the app once it is up', async () => {
    await boot('<button type="button" id="more">Show more</button><button type="button" id="other">Other</button>');
    const more = document.getElementById('more')!;
    const clicks: string[] = [];
    // The app's handler, as React's would be: on the document, so it sees what reaches it.
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    more.click();
    more.click();
    document.getElementById('other')!.click();
    // Not yet: the app is not up, and the clicks did not reach the page's handlers.
    expect(clicks).toEqual([]);
    appUp();
    // Once each, in order.
    expect(clicks).toEqual(['more', 'other']);
    // Up, a click goes straight through.
    more.click();
    expect(clicks).toEqual(['more', 'other', 'more']);
  });

  it('leaves to the browser a button it works by itself, and a link', async () => {
    await boot(
      '<button type="button" popovertarget="menu" id="menu-button">Menu</button><div popover id="menu"></div><a href="#contact" id="link">Contact</a>',
    );
    const seen: string[] = [];
    document.addEventListener('click', (e) => seen.push(`${(e.target as Element).id}:${e.defaultPrevented}`));
    document.getElementById('menu-button')!.click();
    expect(seen).toEqual(['menu-button:false']);
    // A link goes where it says, natively, kept from a router not yet up.
    const link = document.getElementById('link')!;
    link.click();
    expect(seen).toEqual(['menu-button:false']);
    expect(window.location.hash).toBe('#contact');
    appUp();
  });
});
