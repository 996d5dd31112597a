import type { ReactNode } from 'react';
import type { AdminPortalIntent } from '../../api/widgets';
import { Button, Callout, type ButtonIntent } from '../../ui';
import { useAdminPortalLink } from './use-admin-portal-link';

export interface AdminPortalActionProps {
  intent: AdminPortalIntent;
  /** The button's text, e.g. 'Set up SSO'. */
  label: ReactNode;
  /** Button look; default 'primary'. */
  buttonIntent?: ButtonIntent;
  /** Added to the button or link. */
  className?: string;
  /** `part` of the button or link; default 'portal-button'. */
  part?: string;
  /** Shown under the button when the browser refused the tab, before the link. */
  blockedMessage: string;
  /** Shown when no link could be had. */
  errorMessage: string;
}

const newTabNote = ' (opens in a new tab)';

/**
 * A button that opens the hosted admin portal in a new tab (SPEC.md §4): once used it becomes a
 * link, whose clicks fetch a fresh single-use link the same way; a refused tab shows the link.
 */
export function AdminPortalAction({
  intent,
  label,
  buttonIntent = 'primary',
  className,
  part = 'portal-button',
  blockedMessage,
  errorMessage,
}: AdminPortalActionProps) {
  const portal = useAdminPortalLink(intent);
  const used = portal.link !== null;
  const classes = className ? `ui-button ${className}` : 'ui-button';
  return (
    <>
      {used ? (
        <a
          href={portal.link ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          part={part}
          className={classes}
          data-variant={buttonIntent === 'primary' ? 'solid' : 'outline'}
          data-color={buttonIntent === 'primary' ? 'accent' : 'neutral'}
          data-size={2}
          aria-busy={portal.state === 'pending' || undefined}
          onClick={(event) => {
            // The shown link is single-use; each click asks for a fresh one.
            event.preventDefault();
            portal.open();
          }}
        >
          {label}
          <span className="kit-visually-hidden">{newTabNote}</span>
        </a>
      ) : (
        <Button
          intent={buttonIntent}
          part={part}
          className={className}
          loading={portal.state === 'pending'}
          onClick={portal.open}
        >
          {label}
          <span className="kit-visually-hidden">{newTabNote}</span>
        </Button>
      )}
      {portal.state === 'blocked' && portal.link && (
        <Callout color="info" role="status" className="kit-portal-blocked">
          {blockedMessage}{' '}
          <a href={portal.link} target="_blank" rel="noopener noreferrer">
            {portal.link}
          </a>
        </Callout>
      )}
      {portal.state === 'error' && (
        <Callout color="danger" className="kit-portal-error">
          {errorMessage}
        </Callout>
      )}
    </>
  );
}
