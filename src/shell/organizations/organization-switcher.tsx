// The top bar's organization switcher (SPEC.md §2): a plain label for at most one organization,
// otherwise a searchable list (a combobox with a listbox, fully keyboard driven).
import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Organization } from '../../api/product';
import { Skeleton } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { useMemberships } from './organization-queries';
import { idpOrganizationIdOf, useSelectedOrganization } from './organization-store';
import { useSelectOrganization } from './use-select-organization';
import './organization-switcher.css';

/** The organization the session is in, else the stored one. */
function currentOf(
  list: Organization[],
  idpId: string | null,
  stored: Organization | null,
): Organization | null {
  return (
    list.find((item) => idpOrganizationIdOf(item) === idpId) ??
    list.find((item) => item.organizationId === stored?.organizationId) ??
    null
  );
}

export function OrganizationSwitcher() {
  const { organizationId } = useAuth();
  const memberships = useMemberships();
  const stored = useSelectedOrganization();
  const list = useMemo(() => memberships.data ?? [], [memberships.data]);
  const current = currentOf(list, organizationId, stored);

  if (memberships.isPending)
    return <Skeleton width={140} height={20} className="org-switcher-skeleton" />;
  if (memberships.isError) {
    return (
      <span className="org-switcher-label" data-state="error" role="status">
        Failed to load organizations
      </span>
    );
  }
  if (list.length <= 1) {
    return (
      <span className="org-switcher-label" data-testid="organization-label">
        <Building2 aria-hidden="true" />
        <span className="org-switcher-name">
          {current?.name ?? list[0]?.name ?? stored?.name ?? ''}
        </span>
      </span>
    );
  }
  return <OrganizationCombobox organizations={list} current={current} />;
}

function OrganizationCombobox({
  organizations,
  current,
}: {
  organizations: Organization[];
  current: Organization | null;
}) {
  const select = useSelectOrganization();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle
      ? organizations.filter((item) => item.name.toLowerCase().includes(needle))
      : organizations;
  }, [organizations, query]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openList = () => {
    setQuery('');
    setActive(
      Math.max(
        0,
        organizations.findIndex((item) => item === current),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (organization: Organization | undefined) => {
    if (!organization) return;
    close();
    void select(organization);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(filtered.length - 1, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(filtered.length - 1);
    else if (event.key === 'Enter') choose(filtered[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className="org-switcher" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="org-switcher-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Organization: ${current?.name ?? 'none selected'}. Switch organization`}
        onClick={() => (open ? close() : openList())}
      >
        <Building2 aria-hidden="true" />
        <span className="org-switcher-name">{current?.name ?? 'Select organization'}</span>
        <ChevronsUpDown aria-hidden="true" className="org-switcher-chevron" />
      </button>
      {open && (
        <div className="org-switcher-popover">
          <input
            ref={inputRef}
            className="org-switcher-search"
            role="combobox"
            aria-label="Search organizations"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={filtered[active] ? optionId(active) : undefined}
            placeholder="Search organizations..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul className="org-switcher-list" id={listId} role="listbox" aria-label="Organizations">
            {filtered.map((organization, index) => (
              <li
                key={organization.organizationId}
                id={optionId(index)}
                role="option"
                aria-selected={organization === current}
                data-active={index === active || undefined}
                className="org-switcher-option"
                onPointerMove={() => setActive(index)}
                onClick={() => choose(organization)}
              >
                <span>{organization.name}</span>
                {organization === current && <Check aria-hidden="true" />}
              </li>
            ))}
          </ul>
          {filtered.length === 0 && <p className="org-switcher-empty">No organizations found.</p>}
        </div>
      )}
    </div>
  );
}
