import { PAGE_FLAGS } from '@safesathi/contract';

/** Every flag that opens the Website screen: one per page (editContactUs also covers the settings). */
export const WEBSITE_FLAGS: string[] = [...new Set<string>(Object.values(PAGE_FLAGS))];
