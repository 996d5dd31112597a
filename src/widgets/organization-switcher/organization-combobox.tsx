import { useState, type KeyboardEvent } from 'react';
import type { OrganizationSummary } from '../../api/widgets';
import { ChevronsUpDown, Spinner, lazyComponent } from '../../ui';
import { OrganizationMark } from './organization-mark';
import type { OrganizationPopupProps } from './organization-popup';
import { useStrings } from '../shared';
import { createOrganizationSwitcherStrings } from './strings';

// The popup (and @floating-ui/react with it) arrives when the list first opens.
const OrganizationPopup = lazyComponent<OrganizationPopupProps>(
  () => import('./organization-popup').then((module) => module.OrganizationPopup),
  () => true,
);

export interface OrganizationComboboxProps {
  organizations: OrganizationSummary[];
  current: OrganizationSummary | undefined;
  /** The organization being switched to; the trigger shows it and ignores clicks meanwhile. */
  pending: OrganizationSummary | null;
  variant: 'ghost' | 'outline';
  onChoose: (organization: OrganizationSummary) => void;
}

const openKeys = ['ArrowDown', 'ArrowUp'];

/** The trigger: the current organization (or the pending one); it opens the searchable list. */
export function OrganizationCombobox({
  organizations,
  current,
  pending,
  variant,
  onChoose,
}: OrganizationComboboxProps) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const shown = pending ?? current;
  const name = shown?.name ?? strings.noneSelected;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!openKeys.includes(event.key) || pending) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        className="os-trigger"
        part="trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-disabled={pending ? true : undefined}
        aria-busy={pending ? true : undefined}
        data-variant={variant}
        data-state={pending ? 'pending' : open ? 'open' : 'closed'}
        title={shown?.name}
        onClick={() => !pending && setOpen((was) => !was)}
        onKeyDown={onKeyDown}
      >
        {pending ? <Spinner size={1} /> : shown && <OrganizationMark organization={shown} />}
        <span className="os-name">{pending ? strings.switching(pending.name) : name}</span>
        <span className="ui-visually-hidden">{strings.switchAction}</span>
        <ChevronsUpDown aria-hidden="true" className="os-chevron" />
      </button>
      {open && trigger && (
        <OrganizationPopup
          reference={trigger}
          organizations={organizations}
          current={current}
          onChoose={onChoose}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
