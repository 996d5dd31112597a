// How a SCIM User maps onto a directory user (dsync-audit-events.md §A.1): the columns the
// management API and provisioning read, `custom_attributes` included, and the columns filters
// compare in SQL.
import type { FilterTarget } from './scim-filter-sql';

export interface DirectoryUserFields {
  userName: string;
  externalId: string | null;
  idpId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  state: 'active' | 'inactive';
  customAttributes: Record<string, unknown>;
}

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

type Email = { value?: string; type?: string; primary?: boolean };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function userFields(document: Record<string, unknown>): DirectoryUserFields {
  const userName = String(document.userName);
  const emails = Array.isArray(document.emails) ? (document.emails as Email[]) : [];
  const chosen =
    emails.find((entry) => entry.primary === true) ??
    emails.find((entry) => entry.type === 'work') ??
    emails[0];
  const email = text(chosen?.value) ?? (userName.includes('@') ? userName : null);
  const name = (document.name ?? {}) as Record<string, unknown>;
  const enterprise = (document[ENTERPRISE] ?? {}) as Record<string, unknown>;
  const manager = (enterprise.manager ?? {}) as Record<string, unknown>;
  const custom: Record<string, unknown> = {
    username: userName,
    emails: emails.map((entry) => ({
      value: entry.value ?? null,
      type: entry.type ?? null,
      primary: entry.primary ?? false,
    })),
  };
  const copy = (key: string, value: unknown) => {
    if (text(value)) custom[key] = value;
  };
  copy('job_title', document.title);
  copy('employee_type', document.userType);
  copy('department_name', enterprise.department);
  copy('division_name', enterprise.division);
  copy('cost_center_name', enterprise.costCenter);
  copy('employee_number', enterprise.employeeNumber);
  copy('organization', enterprise.organization);
  copy('manager_id', manager.value);
  const externalId = text(document.externalId);
  return {
    userName,
    externalId,
    idpId: externalId ?? userName,
    email: email?.toLowerCase() ?? null,
    firstName: text(name.givenName),
    lastName: text(name.familyName),
    state: document.active === false ? 'inactive' : 'active',
    customAttributes: custom,
  };
}

const safePath = /^[A-Za-z0-9_$.:-]+$/;

/** Multi-valued attributes a filter may look into, by their lower-cased name. */
const collectionKeys: Record<string, string> = {
  emails: 'emails',
  phonenumbers: 'phoneNumbers',
  addresses: 'addresses',
};

/** Filter columns of `directory_users du`. */
export const userFilterTarget: FilterTarget = {
  column: (path) => {
    const lowered = path.toLowerCase();
    switch (lowered) {
      case 'id':
        return { sql: 'du.id', type: 'exact' };
      case 'username':
        return { sql: 'du.user_name', type: 'text' };
      case 'externalid':
        return { sql: 'du.external_id', type: 'exact' };
      case 'active':
        return { sql: "(du.state = 'active')", type: 'boolean' };
      case 'name.givenname':
        return { sql: 'du.first_name', type: 'text' };
      case 'name.familyname':
        return { sql: 'du.last_name', type: 'text' };
      case 'meta.created':
        return { sql: 'du.created_at', type: 'time' };
      case 'meta.lastmodified':
        return { sql: 'du.updated_at', type: 'time' };
    }
    if (!safePath.test(path)) return undefined;
    // Any other attribute as stored, e.g. the enterprise extension's `…:User:department`.
    if (lowered.startsWith('urn:')) {
      const cut = path.lastIndexOf(':');
      return {
        sql: 'du.raw',
        jsonPath: [path.slice(0, cut), ...path.slice(cut + 1).split('.')],
        type: 'text',
      };
    }
    return { sql: 'du.raw', jsonPath: path.split('.'), type: 'text' };
  },
  collection: (name) => {
    const key = collectionKeys[name.toLowerCase()];
    if (!key) return undefined;
    return {
      exists: (condition) =>
        `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(du.raw->'${key}') = 'array'
           THEN du.raw->'${key}' ELSE '[]'::jsonb END) AS e WHERE ${condition})`,
      sub: (sub) => (safePath.test(sub) ? { sql: 'e', jsonPath: [sub], type: 'text' } : undefined),
    };
  },
};
