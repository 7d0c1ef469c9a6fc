/**
 * A host name in the form a browser resolves it (WHATWG URL: lower case, IDN as punycode, no
 * trailing dot), or null when it is not one. Settings and texts compare hosts in this form, so
 * `SafeSathi.IN` is `safesathi.in` and a lookalike in another script is another host.
 */
export function canonicalHost(host: string): string | null {
  try {
    const name = new URL(`http://${host}`).hostname;
    return name ? name.replace(/\.$/, '') : null;
  } catch {
    return null;
  }
}
