import {
  autoUpdate,
  FloatingFocusManager,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { OrganizationSummary } from '../../api/widgets';
import { Check, ChevronsUpDown, Search, Spinner, UiPortal, popupMiddleware } from '../../ui';
import { filterOrganizations } from './model';
import { OrganizationMark } from './organization-mark';
import { strings } from './strings';

function withoutActiveDescendant(props: Record<string, unknown>): Record<string, unknown> {
  const { 'aria-activedescendant': _active, ...rest } = props;
  return rest;
}

export interface OrganizationComboboxProps {
  organizations: OrganizationSummary[];
  current: OrganizationSummary | undefined;
  /** The organization being switched to; the trigger shows it and ignores clicks meanwhile. */
  pending: OrganizationSummary | null;
  variant: 'ghost' | 'outline';
  onChoose: (organization: OrganizationSummary) => void;
}

/**
 * The trigger and its popup: a search box (combobox) over a listbox of organizations. Typing
 * filters; arrows, Home and End move the highlight (virtual focus stays in the search box);
 * Enter or a click switches; Escape or a click outside closes and returns focus to the trigger.
 */
export function OrganizationCombobox({
  organizations,
  current,
  pending,
  variant,
  onChoose,
}: OrganizationComboboxProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const filtered = useMemo(() => filterOrganizations(organizations, query), [organizations, query]);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  listRef.current.length = filtered.length;
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onOpenChange = (next: boolean) => {
    if (next && pending) return;
    if (next) {
      setQuery('');
      const index = organizations.findIndex((item) => item.id === current?.id);
      setActiveIndex(index >= 0 ? index : 0);
    }
    setOpen(next);
  };
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: popupMiddleware(4),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      virtual: true,
      loop: true,
    }),
  ]);

  const choose = (organization: OrganizationSummary | undefined) => {
    if (!organization) return;
    setOpen(false);
    onChoose(organization);
  };
  const move = (index: number) => {
    if (filtered.length === 0) return;
    setActiveIndex(((index % filtered.length) + filtered.length) % filtered.length);
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
      setOpen(false);
    }
  };

  const shown = pending ?? current;
  const name = shown?.name ?? strings.noneSelected;
  // The list navigation sets aria-activedescendant (and an orientation) on the trigger and the
  // popup; with virtual focus in the search box they belong on the search box only.
  const {
    'aria-activedescendant': _activeOnPopup,
    'aria-orientation': _orientation,
    ...floatingProps
  } = getFloatingProps({
    ref: refs.setFloating,
    style: floatingStyles,
    className: 'os-popup',
    part: 'popup',
  }) as Record<string, unknown>;

  return (
    <>
      <button
        {...withoutActiveDescendant(
          getReferenceProps({
            ref: refs.setReference,
            type: 'button',
            className: 'os-trigger',
            part: 'trigger',
            'aria-haspopup': 'listbox',
            'aria-expanded': open,
            'aria-disabled': pending ? true : undefined,
            'aria-busy': pending ? true : undefined,
          }),
        )}
        data-variant={variant}
        data-state={pending ? 'pending' : open ? 'open' : 'closed'}
        title={shown?.name}
      >
        {pending ? <Spinner size={1} /> : shown && <OrganizationMark organization={shown} />}
        <span className="os-name">{pending ? strings.switching(pending.name) : name}</span>
        <span className="ui-visually-hidden">{strings.switchAction}</span>
        <ChevronsUpDown aria-hidden="true" className="os-chevron" />
      </button>
      {open && (
        <UiPortal>
          <FloatingFocusManager
            context={context}
            modal={false}
            initialFocus={inputRef}
            guards={false}
          >
            <div {...floatingProps}>
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
                    activeIndex !== null && filtered[activeIndex]
                      ? optionId(activeIndex)
                      : undefined
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
      )}
    </>
  );
}
