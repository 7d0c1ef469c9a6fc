import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWebI18n } from './check-web-i18n';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A small web app in a temporary folder: its files by path. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-i18n-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const PAGE = `import { useTranslation } from 'react-i18next';
export function Page() {
  const { t } = useTranslation();
  return <Button aria-label={t('auth:close')}>{t('auth:title', { app: 'X' })}</Button>;
}
`;
const WHOLE = {
  'locales/en/auth.json': JSON.stringify({ title: 'Welcome to {{app}}', close: 'Close' }),
  'locales/hi/auth.json': JSON.stringify({ title: '{{app}} में स्वागत है', close: 'बंद करें' }),
  'page.tsx': PAGE,
};

describe('check-web-i18n', () => {
  it('passes a translated app whose languages all have every key', () => {
    expect(checkWebI18n(fixture(WHOLE))).toEqual([]);
  });

  it('fails on a key English has and another language lacks', () => {
    const root = fixture({ ...WHOLE, 'locales/hi/auth.json': JSON.stringify({ title: '{{app}} में स्वागत है' }) });
    expect(checkWebI18n(root)).toEqual(['hi: missing auth:close']);
  });

  it('fails on a translation that drops a placeholder', () => {
    const root = fixture({ ...WHOLE, 'locales/hi/auth.json': JSON.stringify({ title: 'स्वागत है', close: 'बंद करें' }) });
    expect(checkWebI18n(root)).toEqual([expect.stringContaining('hi: auth:title has placeholders')]);
  });

  it('fails on a key no source file uses, and on a used key English lacks', () => {
    const root = fixture({
      ...WHOLE,
      'page.tsx': PAGE.replace("t('auth:close')", "t('auth:shut')"),
    });
    const problems = checkWebI18n(root);
    expect(problems).toContain('en: auth:close is used nowhere');
    expect(problems).toContain('hi: auth:close is used nowhere');
    expect(problems.some((p) => p.endsWith('uses auth:shut, which English does not have'))).toBe(true);
  });

  it('takes a counted key as its plural forms, and still misses a form a language lacks', () => {
    const counted = {
      'locales/en/auth.json': JSON.stringify({ tags_one: '{{count}} tag', tags_other: '{{count}} tags' }),
      'locales/hi/auth.json': JSON.stringify({ tags_one: '{{count}} टैग', tags_other: '{{count}} टैग' }),
      'page.tsx': `import { useTranslation } from 'react-i18next';
export const Page = ({ n }: { n: number }) => { const { t } = useTranslation(); return <b>{t('auth:tags', { count: n })}</b>; };
`,
    };
    expect(checkWebI18n(fixture(counted))).toEqual([]);
    const root = fixture({ ...counted, 'locales/hi/auth.json': JSON.stringify({ tags_other: '{{count}} टैग' }) });
    expect(checkWebI18n(root)).toEqual(['hi: missing auth:tags_one']);
  });

  it('fails on English text and an English label left in a translated component', () => {
    const root = fixture({
      ...WHOLE,
      'page.tsx': PAGE.replace(
        "{t('auth:title', { app: 'X' })}",
        '{t(\'auth:title\', { app: \'X\' })} Sign in <Input label="Mobile number" placeholder="98765 43210" />',
      ),
    });
    const problems = checkWebI18n(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/page\.tsx:4: English left in a translated component: "Sign in"/);
    expect(problems[1]).toMatch(/label="Mobile number"/);
  });

  it('lets a deliberate case through with its escape comment, and leaves untranslated files alone', () => {
    const root = fixture({
      ...WHOLE,
      'page.tsx': PAGE.replace(
        '<Button',
        '<Input\n    // i18n-ignore: an address reads the same in every language\n    placeholder="name@example.com"\n  /><Button',
      ),
      'admin.tsx': 'export const Admin = () => <Title title="Back office">Customers</Title>;\n',
    });
    expect(checkWebI18n(root)).toEqual([]);
  });

  describe('the back office (English and Hindi only)', () => {
    const ADMIN_PAGE = `import { useTranslation } from 'react-i18next';
export function Orders({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return <Button aria-label={t('adminShop:close')}>{busy ? t('adminShop:wait') : t('adminShop:title', { n: 2 })}</Button>;
}
`;
    const ADMIN = {
      ...WHOLE,
      'admin/locales/en/adminShop.json': JSON.stringify({ title: '{{n}} orders', close: 'Close', wait: 'Wait' }),
      'admin/locales/hi/adminShop.json': JSON.stringify({ title: '{{n}} ऑर्डर', close: 'बंद करें', wait: 'रुकें' }),
      'admin/shop/orders.tsx': ADMIN_PAGE,
    };
    const check = (files: Record<string, string>, notYet: string[] = []) =>
      checkWebI18n(fixture(files), undefined, notYet);

    it('passes a translated back office, and asks nothing of the customer languages about it', () => {
      expect(check(ADMIN)).toEqual([]);
    });

    it('fails on a key Hindi lacks, on one English lacks, and on a dropped placeholder', () => {
      expect(
        check({ ...ADMIN, 'admin/locales/hi/adminShop.json': JSON.stringify({ title: 'ऑर्डर', close: 'बंद करें' }) }),
      ).toEqual([
        expect.stringContaining('admin hi: adminShop:title has placeholders'),
        'admin hi: missing adminShop:wait',
      ]);
      const extra = check({
        ...ADMIN,
        'admin/locales/hi/adminShop.json': JSON.stringify({
          title: '{{n}} ऑर्डर',
          close: 'बंद करें',
          wait: 'रुकें',
          old: 'पुराना',
        }),
      });
      expect(extra).toContain('admin en: missing adminShop:old');
      expect(extra).toContain('admin hi: adminShop:old is used nowhere');
    });

    it('fails on an admin key no file uses, and on a used one the catalogue lacks', () => {
      const problems = check({
        ...ADMIN,
        'admin/shop/orders.tsx': ADMIN_PAGE.replace("t('adminShop:wait')", "t('adminShop:hold')"),
      });
      expect(problems).toContain('admin en: adminShop:wait is used nowhere');
      expect(problems).toContain('admin hi: adminShop:wait is used nowhere');
      expect(problems.some((p) => p.endsWith('uses adminShop:hold, which English does not have'))).toBe(true);
    });

    it('fails on English in any admin component, in text, label-like props and {expressions}', () => {
      const problems = check({
        ...ADMIN,
        'admin/shop/orders.tsx': ADMIN_PAGE.replace(
          "{busy ? t('adminShop:wait') : t('adminShop:title', { n: 2 })}",
          `Orders {busy ? 'Wait' : t('adminShop:title', { n: 2 })}<EmptyState emptyTitle="No orders" /><I what={\`\${2} orders\`} />{t('adminShop:wait')}`,
        ),
        // No useTranslation at all: in the back office that is no way out.
        'admin/shop/carts.tsx': 'export const Carts = () => <Title order={1}>Carts</Title>;\n',
      });
      expect(problems).toEqual([
        expect.stringMatching(/carts\.tsx:1: English left in a translated component: "Carts"/),
        expect.stringMatching(/orders\.tsx:4: .*"Orders"/),
        expect.stringMatching(/orders\.tsx:4: .*'Wait'/),
        expect.stringMatching(/orders\.tsx:4: .*emptyTitle="No orders"/),
        expect.stringMatching(/orders\.tsx:4: .*what=`\$\{2\} orders`/),
      ]);
    });

    it('leaves the folders still listed as not yet translated alone, and only them', () => {
      const files = { ...ADMIN, 'admin/users/list.tsx': 'export const Users = () => <Title>Users</Title>;\n' };
      expect(check(files, ['admin/users'])).toEqual([]);
      expect(check(files, ['admin/user'])).toEqual([expect.stringContaining('list.tsx:1: English left')]);
    });

    it('counts a key built from a value (admin:screens.<id>.title) as using every key of that shape', () => {
      const files = {
        ...WHOLE,
        'admin/locales/en/admin.json': JSON.stringify({
          screens: { orders: { title: 'Orders' }, carts: { title: 'Carts' } },
        }),
        'admin/locales/hi/admin.json': JSON.stringify({
          screens: { orders: { title: 'ऑर्डर' }, carts: { title: 'कार्ट' } },
        }),
        'admin/title.ts': `export const title = (t: (k: string) => string, id: string) => t(\`admin:screens.\${id}.title\`);\n`,
      };
      expect(check(files)).toEqual([]);
    });
  });
});
