// Wire types of the widgets API (API-CONTRACT.md §2): API keys and their permissions. Field names
// are exactly as on the wire.
import type { ListMetadata } from './common';

/** The owner of a personal key, as the user scope lists it. */
export interface ApiKeyOwner {
  type: 'user';
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  displayName: string;
}

/** A key as listed; its secret is never part of it, only the obfuscated form. */
export interface ApiKey {
  id: string;
  name: string;
  obfuscatedValue: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  permissions: string[];
  /** User scope only. */
  owner?: ApiKeyOwner;
}

export interface ListApiKeysParams {
  limit?: number;
  before?: string;
  after?: string;
  search?: string;
}

export interface ListApiKeysResponse {
  data: ApiKey[];
  list_metadata: ListMetadata;
}

export interface CreateApiKeyRequest {
  name: string;
  permissions: string[];
  expiresAt: string | null;
}

/** The answer to a create: `value` is the whole secret, in this answer only. */
export interface CreatedApiKey {
  id: string;
  value: string;
  obfuscatedValue: string;
  name: string;
  permissions: string[];
  createdAt: string;
  expiresAt: string | null;
}

export interface ApiKeyPermission {
  id: string;
  slug: string;
  name: string;
  description?: string;
}

export interface ListApiKeyPermissionsResponse {
  data: ApiKeyPermission[];
  list_metadata: ListMetadata;
}
