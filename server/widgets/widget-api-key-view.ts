// The widgets API's ApiKey (API-CONTRACT.md §2, ApiKeys): camelCase, the owner in the user scope.
import type { ApiKey, ApiKeyOwner } from '../../src/api/widgets/types';
import { obfuscatedValue, type ApiKeyRow } from '../domain/api-key-store';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function ownerOf(row: ApiKeyRow): ApiKeyOwner | undefined {
  if (!row.owner_user_id) return undefined;
  const firstName = row.owner_first_name?.trim() || undefined;
  const lastName = row.owner_last_name?.trim() || undefined;
  const email = row.owner_email ?? '';
  return {
    type: 'user',
    id: row.owner_user_id,
    email,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    displayName: [firstName, lastName].filter(Boolean).join(' ') || email,
  };
}

export function widgetApiKeyView(row: ApiKeyRow): ApiKey {
  const owner = ownerOf(row);
  return {
    id: row.id,
    name: row.name,
    obfuscatedValue: obfuscatedValue(row),
    createdAt: iso(row.created_at)!,
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
    permissions: row.permissions,
    ...(owner ? { owner } : {}),
  };
}
