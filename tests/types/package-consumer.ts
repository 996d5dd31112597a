// Type-checked with the project (`npm run typecheck`, after `npm run build:widgets`): what a
// bundler user gets from the kit's published declarations through package.json "exports". The
// interop layer checks it again in a project of its own against the packed tarball, with
// `skipLibCheck: false` and no other package (scripts/kit-consumer-check.mjs).
import {
  discover,
  kitTags,
  whenDefined,
  type ApiKeysElement,
  type UserSecurityElement,
  type UsersManagementElement,
} from 'loyalty-console';

export async function consumeKit(host: ShadowRoot): Promise<string[]> {
  discover(host);
  await whenDefined('users-management');
  const element: UsersManagementElement = document.createElement('users-management');
  element.authToken = () => Promise.resolve('token');
  element.setAttribute('appearance', 'dark');
  const seen: string[] = [...kitTags];
  element.addEventListener('member-invited', (event) => seen.push(event.detail.email));
  element.addEventListener('error', (event) => seen.push(event.detail.message));
  element.addEventListener('ready', (event) => seen.push(event.type));
  element.addEventListener('click', (event) => seen.push(String(event.button)));
  // @ts-expect-error: member-invited's detail is not a number
  element.addEventListener('member-invited', (event: CustomEvent<number>) => event.detail + 1);
  const security: UserSecurityElement = document.createElement('user-security');
  security.addEventListener('passkey-removed', (event) => seen.push(event.detail.id));
  security.addEventListener('passkey-added', (event) => seen.push(event.type));
  // @ts-expect-error: passkey-removed's detail is an object with the id
  security.addEventListener('passkey-removed', (event: CustomEvent<number>) => event.detail + 1);
  const keys: ApiKeysElement = document.createElement('api-keys');
  keys.scope = 'user';
  // @ts-expect-error: scope is organization or user
  keys.scope = 'everyone';
  element.appearance = 'dark';
  // @ts-expect-error: appearance is light, dark or inherit
  element.appearance = 'purple';
  // @ts-expect-error: radius is none, small, medium, large or full
  element.radius = 'huge';
  const switcher = document.createElement('organization-switcher');
  switcher.switchToOrganization = async ({ organizationId }) => void seen.push(organizationId);
  switcher.addEventListener('organization-switched', (event) =>
    seen.push(event.detail.organizationId),
  );
  document.addEventListener('member-removed', (event) => seen.push(event.detail.email));
  keys.addEventListener('api-key-created', (event) => seen.push(event.detail.name));
  keys.addEventListener('api-key-revoked', (event) => seen.push(event.detail.id));
  // @ts-expect-error: api-key-created's detail never carries the secret
  keys.addEventListener('api-key-created', (event) => seen.push(event.detail.value));
  // @ts-expect-error: not a kit tag's element type
  const wrong: UsersManagementElement = document.createElement('div');
  return [...seen, String(wrong)];
}
