// Type-checked with the project (`npm run typecheck`, after `npm run build:widgets`): what a
// bundler user gets from the kit's published declarations through package.json "exports".
import {
  discover,
  kitTags,
  whenDefined,
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
  // @ts-expect-error: not a kit tag's element type
  const wrong: UsersManagementElement = document.createElement('div');
  return [...seen, String(wrong)];
}
