import type { ReactNode } from 'react';
import { Button, Callout, type ButtonIntent } from '../../../ui';
import type { AdminPortalLink } from './use-admin-portal-link';
import { useI18n } from '../use-i18n';

export interface AdminPortalButtonProps {
  /** From `useAdminPortalLink(intent)`. */
  portal: AdminPortalLink;
  /** The button's text, e.g. 'Set up SSO'. */
  label: ReactNode;
  /** Button look; default 'primary'. */
  buttonIntent?: ButtonIntent;
  /** Added to the button or link. */
  className?: string;
  /** `part` of the button or link; default 'portal-button'. */
  part?: string;
}

/**
 * A button that opens the hosted admin portal in a new tab (SPEC.md §4). Once used it becomes a
 * link; since the link it got is single-use, a click on it asks for a fresh one the same way.
 */
export function AdminPortalButton({
  portal,
  label,
  buttonIntent = 'primary',
  className,
  part = 'portal-button',
}: AdminPortalButtonProps) {
  const classes = className ? `ui-button ${className}` : 'ui-button';
  const newTabNote = useI18n().shared.newTab;
  if (portal.link === null) {
    return (
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
    );
  }
  return (
    <a
      href={portal.link}
      target="_blank"
      rel="noopener noreferrer"
      part={part}
      className={classes}
      data-variant={buttonIntent === 'primary' ? 'solid' : 'outline'}
      data-color={buttonIntent === 'primary' ? 'accent' : 'neutral'}
      data-size={2}
      aria-busy={portal.state === 'pending' || undefined}
      onClick={(event) => {
        event.preventDefault();
        portal.open();
      }}
    >
      {label}
      <span className="kit-visually-hidden">{newTabNote}</span>
    </a>
  );
}

export interface AdminPortalNoticeProps {
  portal: AdminPortalLink;
  /** Shown when the browser refused the tab, before the link. */
  blockedMessage: string;
  /** Shown when no link could be had. */
  errorMessage: string;
}

/** What went wrong opening the portal: the link to follow by hand, or the failure. */
export function AdminPortalNotice({
  portal,
  blockedMessage,
  errorMessage,
}: AdminPortalNoticeProps) {
  if (portal.state === 'blocked' && portal.link) {
    return (
      <Callout color="info" role="status" className="kit-portal-blocked">
        {blockedMessage}{' '}
        <a href={portal.link} target="_blank" rel="noopener noreferrer">
          {portal.link}
        </a>
      </Callout>
    );
  }
  if (portal.state === 'error') {
    return (
      <Callout color="danger" className="kit-portal-error">
        {errorMessage}
      </Callout>
    );
  }
  return null;
}
