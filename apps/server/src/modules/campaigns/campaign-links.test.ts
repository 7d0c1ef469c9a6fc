import { describe, expect, it } from 'vitest';
import { canonicalHost } from '../../platform/host-name.js';
import { foreignLink, linksIn } from './campaign-links.js';

const ALLOWED = ['safesathi.in', 'rto.gov.in'];
const refused = (text: string) => foreignLink(text, ALLOWED);

describe('links in a campaign text', () => {
  it('lets through the product’s own host and the allow-list, with or without a scheme, in any case', () => {
    for (const text of [
      'Renew your tag: https://safesathi.in/shop',
      'Renew at SAFESATHI.IN/shop today.',
      'Check your challan at http://rto.gov.in:8080/check?x=1.',
      'Monsoon check: 20% off, Rs.499/- only, till 10.30am. T&C at safesathi.in',
      'No link at all, e.g. this one (i.e. none). Version 2.0 of the tag.',
    ])
      expect(refused(text), text).toBeNull();
  });

  it('refuses a phishing link, naming the host it goes to', () => {
    expect(refused('Your account is locked. Verify now: https://safesathi.example/login')).toBe(
      'Links in campaign texts may point only to safesathi.in, rto.gov.in; this text links to safesathi.example',
    );
  });

  it('sees links written without a scheme: a shortener, www., a bare domain, an IP address', () => {
    for (const [text, host] of [
      ['Offer: bit.ly/x9', 'bit.ly'],
      ['Visit www.evil.in now', 'www.evil.in'],
      ['VISIT EVIL.COM', 'evil.com'],
      ['Go to 203.0.113.9/login', '203.0.113.9'],
      ['Tap hxxp://evil.com', 'evil.com'],
      ['Write to help@gmail.com', 'gmail.com'],
    ])
      expect(refused(text!), text).toMatch(new RegExp(`links to ${host!.replace(/\./g, '\\.')}$`));
  });

  it('refuses lookalike hosts of the product’s own', () => {
    for (const [text, host] of [
      ['Renew at evil-safesathi.in', 'evil-safesathi.in'],
      ['Renew at safesathi.in.evil.com/renew', 'safesathi.in.evil.com'],
      ['Renew at https://safesathi.in@evil.com/', 'evil.com'],
      ['Renew at www.safesathi.in', 'www.safesathi.in'],
      // A Cyrillic а in place of the Latin a: another host to a browser.
      ['Renew at https://s\u0430fesathi.in', canonicalHost('s\u0430fesathi.in')!],
      ['Renew at sаfesathi.in', canonicalHost('s\u0430fesathi.in')!],
    ])
      expect(refused(text!), text).toMatch(new RegExp(`links to ${host!.replace(/\./g, '\\.')}$`));
  });

  it('sees hosts in other scripts, in punycode, in full-width letters and behind odd dots or invisible characters', () => {
    expect(linksIn('Visit पुलिस.भारत').map((l) => l.host)).toEqual([canonicalHost('पुलिस.भारत')]);
    expect(refused('Visit xn--80ak6aa92e.com')).toMatch(/links to xn--80ak6aa92e\.com$/);
    expect(refused('Visit ｅｖｉｌ．ｃｏｍ')).toMatch(/links to evil\.com$/);
    expect(refused('Visit evil。com')).toMatch(/links to evil\.com$/);
    expect(refused('Visit evil\u200b.com')).toMatch(/links to evil\.com$/);
    expect(refused('Visit ...evil.com')).toMatch(/links to evil\.com$/);
  });

  it('refuses a scheme’s link whose host is unreadable or not a dotted name', () => {
    expect(refused('Open intent://scan/#Intent;end')).toMatch(/links to scan$/);
    expect(refused('Open http://[::1]/')).toMatch(/links to \[::1\]$/);
    expect(refused('Open https://exa^mple/x')).toContain(
      '“https://exa^mple” reads as a link whose address cannot be checked',
    );
  });

  it('with no allow-list beyond the product’s own host, only that host passes', () => {
    expect(foreignLink('Renew at safesathi.in', ['safesathi.in'])).toBeNull();
    expect(foreignLink('See rto.gov.in', ['safesathi.in'])).toMatch(/links to rto\.gov\.in$/);
  });
});
