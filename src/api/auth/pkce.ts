// PKCE (RFC 7636) with S256, on Web Crypto so it runs in browsers and in Node tests alike.

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** A random verifier (43 characters of base64url) and its SHA-256 challenge. */
export async function createPkcePair(
  crypto: Crypto = globalThis.crypto,
): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return { codeVerifier, codeChallenge: toBase64Url(new Uint8Array(digest)) };
}

/** A random opaque value for the `state` parameter's nonce. */
export function randomNonce(crypto: Crypto = globalThis.crypto): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}
