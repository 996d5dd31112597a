// The provider's own widgets decode the token payload with plain `atob`, which rejects the
// base64url-only characters `-` and `_`. In base64 of ASCII text only the last 6-bit group of
// a 3-byte block can reach 62 or 63, and only when that byte is `>`, `?`, `~` or DEL (the top
// bit of ASCII bytes is 0, which keeps every other group below 62). So escaping those four, and
// everything outside printable ASCII, as \uXXXX makes the encoded payload atob-safe whatever
// the claims contain.

const unsafe = /[^\x20-\x3d\x40-\x7d]/g;

/** JSON text of `value` with every character outside printable ASCII and `>`, `?`, `~` escaped as \uXXXX. */
export function atobSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(unsafe, (character) => {
    // `"` and `\` never reach here unescaped in a way that matters: they are printable ASCII
    // and JSON.stringify already escaped them inside strings.
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** True when base64url text uses only characters that plain `atob` also accepts. */
export function isAtobSafe(base64url: string): boolean {
  return !/[-_]/.test(base64url);
}
