import { Button } from '../../ui';
import { useI18n } from '../shared';

export interface PortalLinkProps {
  /** The admin portal link of the list response; falsy renders a disabled button. */
  href: string | null | undefined;
  label: string;
  /** Shown as the disabled button's description when there is no link. */
  unavailable: string;
  /** Solid (the one call to action) or outline; default outline. */
  primary?: boolean;
  onOpen: () => void;
}

/**
 * The button into the hosted admin portal: a plain link to a new tab, as the list response
 * brings a fresh link each time (anchor-widgets.md §2); without one, a disabled button.
 */
export function PortalLink({ href, label, unavailable, primary = false, onOpen }: PortalLinkProps) {
  const newTabNote = useI18n().shared.newTab;
  if (!href) {
    return (
      <Button
        intent={primary ? 'primary' : 'secondary'}
        part="portal-button"
        disabled
        title={unavailable}
      >
        {label}
      </Button>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      part="portal-button"
      className="ui-button ds-portal-link"
      data-variant={primary ? 'solid' : 'outline'}
      data-color={primary ? 'accent' : 'neutral'}
      data-size={2}
      onClick={onOpen}
    >
      {label}
      <span aria-hidden="true" className="ds-external">
        ↗
      </span>
      <span className="kit-visually-hidden">{newTabNote}</span>
    </a>
  );
}
