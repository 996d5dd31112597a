// The selected organization, kept in localStorage under `loyalty-org` (SPEC.md §9) so it
// survives reloads and is shared by tabs. One store, many readers (switcher, guard, settings).
import { useSyncExternalStore } from 'react';
import type { Organization } from '../../api/product';

export const organizationStorageKey = 'loyalty-org';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: Organization | null = null;

function read(): Organization | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(organizationStorageKey);
  } catch {
    // Blocked storage: behave as if nothing is selected.
  }
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Organization) : null;
    cachedValue = parsed && typeof parsed.organizationId === 'string' ? parsed : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === organizationStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Reads the stored organization outside React. */
export const getSelectedOrganization = read;

/** Stores (or, with null, clears) the selected organization and tells every reader. */
export function setSelectedOrganization(organization: Organization | null): void {
  try {
    if (organization)
      window.localStorage.setItem(organizationStorageKey, JSON.stringify(organization));
    else window.localStorage.removeItem(organizationStorageKey);
  } catch {
    // Not persisted; this tab still updates below.
  }
  for (const listener of listeners) listener();
}

/** The stored organization, re-rendering on change (this tab or another). */
export function useSelectedOrganization(): Organization | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The identity organization of a product organization (its first environment's). */
export function idpOrganizationIdOf(organization: Organization | null | undefined): string | null {
  return organization?.organizationEnvironments[0]?.idpOrganizationId ?? null;
}
