import type { ApiKey } from '../../api/widgets';
import { Badge, Button, Dialog, RelativeTime } from '../../ui';
import { formatDateTime } from './model';
import { useI18n, useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export interface KeyDetailsDialogProps {
  apiKey: ApiKey | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showOwner: boolean;
}

/** Everything known about a key, with its secret only in obfuscated form. */
export function KeyDetailsDialog({ apiKey, open, onOpenChange, showOwner }: KeyDetailsDialogProps) {
  const strings = useStrings(createApiKeysStrings);
  const { locale } = useI18n();
  if (!apiKey) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.detailsTitle(apiKey.name)}
      footer={
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.close}
        </Button>
      }
    >
      <dl className="ak-details" part="details">
        <dt>{strings.detailsSecret}</dt>
        <dd>
          <code className="ak-secret">{apiKey.obfuscatedValue}</code>
        </dd>
        {showOwner && apiKey.owner && (
          <>
            <dt>{strings.detailsOwner}</dt>
            <dd>
              <bdi>{apiKey.owner.displayName}</bdi> (<bdi>{apiKey.owner.email}</bdi>)
            </dd>
          </>
        )}
        <dt>{strings.detailsCreated}</dt>
        <dd>{formatDateTime(apiKey.createdAt, locale.tag)}</dd>
        <dt>{strings.detailsLastUsed}</dt>
        <dd>{apiKey.lastUsedAt ? <RelativeTime date={apiKey.lastUsedAt} /> : strings.never}</dd>
        <dt>{strings.detailsExpires}</dt>
        <dd>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt, locale.tag) : strings.never}</dd>
        <dt>{strings.detailsPermissions}</dt>
        <dd>
          {apiKey.permissions.length === 0 ? (
            strings.noPermissions
          ) : (
            <ul className="ak-permission-badges">
              {apiKey.permissions.map((slug) => (
                <li key={slug}>
                  <Badge>{slug}</Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </Dialog>
  );
}
