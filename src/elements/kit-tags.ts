// Every tag of the kit, including those whose widget code has not landed yet (see registry.ts
// for where each tag's code lives). Plain data: the build config and the bench read it too.
export const kitTags = [
  'users-management',
  'user-profile',
  'user-security',
  'user-sessions',
  'sso-connection',
  'domain-verification',
  'organization-switcher',
] as const;

export type KitTag = (typeof kitTags)[number];

/** True for the kit's tag names (`localName`s are lower case). */
export function isKitTag(name: string): name is KitTag {
  return (kitTags as readonly string[]).includes(name);
}
