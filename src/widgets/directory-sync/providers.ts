// Directory provider types (anchor-widgets.md §2) and how the card shows them: the name people
// know and a small mark (brand colour + letters) drawn as an inline SVG by DirectoryIcon. Types
// the provider's widget leaves unmapped (gusto, rippling, sailpoint) show their raw type.

export interface DirectoryMark {
  /** Background of the mark. */
  color: string;
  /** One to three letters drawn on it. */
  letters: string;
}

export interface DirectoryProvider {
  name: string;
  /** null for an unknown or generic type: the generic directory icon is drawn. */
  mark: DirectoryMark | null;
}

const mark = (color: string, letters: string): DirectoryMark => ({ color, letters });

const known: Record<string, DirectoryProvider> = {
  'azure scim v2.0': { name: 'Microsoft Entra ID', mark: mark('#0078d4', 'E') },
  bamboohr: { name: 'BambooHR', mark: mark('#4a7c2a', 'B') },
  'breathe hr': { name: 'Breathe HR', mark: mark('#0f6e6e', 'Br') },
  'cezanne hr': { name: 'Cezanne HR', mark: mark('#6b3fa0', 'C') },
  'cyberark scim v2.0': { name: 'CyberArk', mark: mark('#1b3a6b', 'CA') },
  'fourth hr': { name: 'Fourth HR', mark: mark('#b4232a', '4') },
  'generic scim v2.0': { name: 'Generic SCIM', mark: null },
  'gsuite directory': { name: 'Google Workspace', mark: mark('#1a73e8', 'G') },
  hibob: { name: 'HiBob', mark: mark('#b0306a', 'hb') },
  'jump cloud scim v2.0': { name: 'JumpCloud', mark: mark('#1f6b7a', 'JC') },
  'okta scim v2.0': { name: 'Okta', mark: mark('#007dc1', 'O') },
  'onelogin scim v2.0': { name: 'OneLogin', mark: mark('#1c1f2a', '1L') },
  'people hr': { name: 'People HR', mark: mark('#2a5d9f', 'P') },
  personio: { name: 'Personio', mark: mark('#1f2937', 'Pe') },
  'pingfederate scim v2.0': { name: 'PingFederate', mark: mark('#b3282d', 'P') },
  'rippling scim v2.0': { name: 'Rippling', mark: mark('#5a2d4e', 'R') },
  s3: { name: 'Amazon S3', mark: mark('#7a3e00', 'S3') },
  sftp: { name: 'SFTP', mark: mark('#374151', 'FT') },
  'sftp workday': { name: 'Workday (SFTP)', mark: mark('#0a5ea8', 'W') },
  workday: { name: 'Workday', mark: mark('#0a5ea8', 'W') },
  pending: { name: 'Pending', mark: null },
};

/** The name and mark of a directory type; an unmapped type shows as it is, with the generic icon. */
export function directoryProvider(type: string): DirectoryProvider {
  return Object.hasOwn(known, type) ? known[type]! : { name: type, mark: null };
}
