import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Api, Outbox } from './fixtures.js';
import { freshPhone, loaded, PHONE } from './support.js';

// What the travel groups' browser tests (group-trips.e2e.ts, group-alarm.e2e.ts) share: two
// people in a group made through the API, and phone-sized browsers (one context each, closed
// together), signed in by their token.

export type Geolocation = { latitude: number; longitude: number; accuracy: number };

export const MYSURU_PALACE: Geolocation = { latitude: 12.3051, longitude: 76.6551, accuracy: 20 };
/** About 1.2 km north-east of the palace, past the distance that sends a new position. */
export const CHAMUNDI_ROAD: Geolocation = { latitude: 12.3151, longitude: 76.6611, accuracy: 15 };

export interface Person {
  phone: string;
  name: string;
  token: string;
}

/** A person with an account, signed in through the API; `first` is their first name. */
export async function person(api: Api, first: string, last: string): Promise<Person> {
  const phone = freshPhone();
  const name = `${first} ${last}`;
  const token = await api.signIn(phone, { name, email: `${first.toLowerCase()}.${phone}@example.com` });
  return { phone, name, token };
}

/** `owner` makes a group and invites `member` by number; the member accepts the texted link. */
export async function groupOfTwo(api: Api, outbox: Outbox, owner: Person, member: Person, name: string) {
  const group = await api.post<{ data: { _id: string } }>('/api/groups', { name }, owner.token);
  const groupId = group.data._id;
  await api.post(`/api/groups/${groupId}/invitations`, { phone: member.phone }, owner.token);
  const text = await outbox.message(member.phone, '/groups/join/');
  await api.post(`/api/group-invitations/${text.match(/\/groups\/join\/([\w-]+)/)![1]}/accept`, {}, member.token);
  return groupId;
}

/** Phone-sized browsers, each its own context (its own person), optionally with a faked position. */
export function phoneBrowsers(browser: Browser) {
  const contexts: BrowserContext[] = [];
  const geo = new Map<Page, BrowserContext>();
  const open = async (geolocation?: Geolocation): Promise<Page> => {
    const context = await browser.newContext({
      viewport: PHONE,
      ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    geo.set(page, context);
    return page;
  };
  return {
    open,
    /** A browser signed in with `token`, on `path` once it has loaded. */
    async signedIn(token: string, path: string, geolocation?: Geolocation): Promise<Page> {
      const page = await open(geolocation);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('token', t), token);
      await page.goto(path);
      await loaded(page);
      return page;
    },
    /** The page's phone moves. */
    move: (page: Page, to: Geolocation) => geo.get(page)!.setGeolocation(to),
    async closeAll(): Promise<void> {
      for (const context of contexts) await context.close();
    },
  };
}
