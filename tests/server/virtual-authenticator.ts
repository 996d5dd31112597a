// Real WebAuthn responses for the server tests: Debian's Chromium with a CDP virtual
// authenticator (internal transport, resident keys, user verification), and
// @simplewebauthn/browser's own bundle in the page to run the ceremonies and encode the answers
// exactly as the widget and the sign-in page do. Pages are served by request interception, so any
// origin (another port, another host under localhost) can be tried without a server there.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const libraryEntry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
const browserBundle = fs.readFileSync(
  path.resolve(path.dirname(libraryEntry), '../dist/bundle/index.umd.min.js'),
  'utf8',
);

export interface VirtualAuthenticator {
  /** navigator.credentials.create through startRegistration, on a page at `origin`. */
  register(origin: string, optionsJSON: unknown): Promise<Record<string, unknown>>;
  /** navigator.credentials.get through startAuthentication, on a page at `origin`. */
  authenticate(origin: string, optionsJSON: unknown): Promise<Record<string, unknown>>;
  /** The authenticator's credentials as CDP reports them (id, signCount, private key, ...). */
  credentials(): Promise<CdpCredential[]>;
  /** Removes a credential (by its base64url id, as responses name it) from the authenticator. */
  forget(credentialId: string): Promise<void>;
  /** Replaces a credential by a copy with another signature counter (a cloned authenticator). */
  setSignCount(credential: CdpCredential, signCount: number): Promise<void>;
  close(): Promise<void>;
}

export interface CdpCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export async function startVirtualAuthenticator(): Promise<VirtualAuthenticator> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  const page: Page = await browser.newPage();
  await page.route('**/__webauthn__', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>WebAuthn test</title>',
    }),
  );
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const at = async (origin: string) => {
    if (!page.url().startsWith(origin)) {
      await page.goto(`${origin}/__webauthn__`);
      await page.addScriptTag({ content: browserBundle });
    }
  };

  return {
    async register(origin, optionsJSON) {
      await at(origin);
      return page.evaluate(
        (options) =>
          (
            globalThis as unknown as {
              SimpleWebAuthnBrowser: {
                startRegistration(o: unknown): Promise<Record<string, unknown>>;
              };
            }
          ).SimpleWebAuthnBrowser.startRegistration({ optionsJSON: options }),
        optionsJSON,
      );
    },
    async authenticate(origin, optionsJSON) {
      await at(origin);
      return page.evaluate(
        (options) =>
          (
            globalThis as unknown as {
              SimpleWebAuthnBrowser: {
                startAuthentication(o: unknown): Promise<Record<string, unknown>>;
              };
            }
          ).SimpleWebAuthnBrowser.startAuthentication({ optionsJSON: options }),
        optionsJSON,
      );
    },
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials as CdpCredential[];
    },
    async forget(credentialId) {
      await cdp.send('WebAuthn.removeCredential', {
        authenticatorId,
        credentialId: Buffer.from(credentialId, 'base64url').toString('base64'),
      });
    },
    async setSignCount(credential, signCount) {
      await cdp.send('WebAuthn.removeCredential', {
        authenticatorId,
        credentialId: credential.credentialId,
      });
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: { ...credential, signCount },
      });
    },
    close: () => browser.close(),
  };
}
