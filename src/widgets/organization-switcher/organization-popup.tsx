// The switcher's popup: a search box (combobox) over a listbox, positioned and dismissed by
// @floating-ui/react. Its own chunk, loaded when the list first opens (like the kit's other
// floating layers), so the trigger's first paint carries none of it.
import {
  autoUpdate,
  FloatingFocusManager,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { OrganizationSummary } from '../../api/widgets';
import { Check, Search } from '../../ui';
import { popupMiddleware } from '../../ui/layer/floating-middleware';
import { UiPortal } from '../../ui/layer/ui-portal';
import { filterOrganizations } from './model';
import { OrganizationMark } from './organization-mark';
import { useStrings } from '../shared';
import { createOrganizationSwitcherStrings } from './strings';

export interface OrganizationPopupProps {
  /** The trigger the popup hangs from (and returns the focus to). */
  reference: HTMLElement;
  organizations: OrganizationSummary[];
  current: OrganizationSummary | undefined;
  onChoose: (organization: OrganizationSummary) => void;
  onClose: () => void;
}

const withoutActiveDescendant = (props: Record<string, unknown>): Record<string, unknown> => {
  // The list navigation puts aria-activedescendant (and an orientation) on the popup; with
  // virtual focus in the search box they belong on the search box only.
  const { 'aria-activedescendant': _active, 'aria-orientation': _orientation, ...rest } = props;
  return rest;
};

/**
 * Typing filters; arrows, Home and End move the highlight (virtual focus stays in the search
 * box); Enter or a click chooses; Escape or a click outside closes and the focus goes back to
 * the trigger.
 */
export function OrganizationPopup({
  reference,
  organizations,
  current,
  onChoose,
  onClose,
}: OrganizationPopupProps) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(() => {
    const index = organizations.findIndex((item) => item.id === current?.id);
    return index >= 0 ? index : 0;
  });
  const filtered = useMemo(() => filterOrganizations(organizations, query), [organizations, query]);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  listRef.current.length = filtered.length;
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    elements: { reference },
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: popupMiddleware(4),
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      virtual: true,
      loop: true,
    }),
  ]);

  const move = (index: number) => {
    if (filtered.length === 0) return;
    setActiveIndex(((index % filtered.length) + filtered.length) % filtered.length);
  };
  const choose = (organization: OrganizationSummary | undefined) => {
    if (!organization) return;
    onClose();
    onChoose(organization);
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The caret keys of a text box move the highlight here; the list navigation of the popup
    // must not move it a second time.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      move((activeIndex ?? -1) + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeIndex === null ? undefined : filtered[activeIndex]);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      event.stopPropagation();
      move(event.key === 'Home' ? 0 : -1);
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  return (
    <UiPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={inputRef} guards={false}>
        <div
          {...withoutActiveDescendant(
            getFloatingProps({
              ref: refs.setFloating,
              style: floatingStyles,
              className: 'os-popup',
              part: 'popup',
            }) as Record<string, unknown>,
          )}
        >
          <div className="os-search">
            <Search aria-hidden="true" />
            <input
              ref={inputRef}
              className="os-search-input"
              part="search"
              role="combobox"
              aria-label={strings.searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                activeIndex !== null && filtered[activeIndex] ? optionId(activeIndex) : undefined
              }
              placeholder={strings.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <div className="os-list" id={listId} role="listbox" aria-label={strings.listLabel}>
            {filtered.map((organization, index) => {
              const isCurrent = organization.id === current?.id;
              return (
                <div
                  key={organization.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isCurrent}
                  className="os-option"
                  part="option"
                  data-highlighted={activeIndex === index || undefined}
                  title={organization.name}
                  {...getItemProps({
                    ref: (node: HTMLElement | null) => {
                      listRef.current[index] = node;
                    },
                    onClick: () => choose(organization),
                  })}
                >
                  <OrganizationMark organization={organization} />
                  <span className="os-name">{organization.name}</span>
                  {isCurrent && <Check className="os-check" aria-hidden="true" />}
                </div>
              );
            })}
          </div>
          {filtered.length === 0 && (
            <p className="os-empty" role="status">
              {strings.empty}
            </p>
          )}
        </div>
      </FloatingFocusManager>
    </UiPortal>
  );
}
