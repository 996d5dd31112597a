import type { ApiKey } from '../../api/widgets';
import {
  Badge,
  Button,
  DropdownMenu,
  EmptyState,
  IconButton,
  MenuItem,
  MoreHorizontal,
  RelativeTime,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '../../ui';
import { PAGE_SIZE, formatDateTime, isExpired } from './model';
import { useI18n, useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export type KeyAction = 'details' | 'edit-expiration' | 'revoke';

export interface KeysTableProps {
  /** The page of keys; undefined while the first page loads (skeleton rows). */
  keys: readonly ApiKey[] | undefined;
  /** The search the list was fetched with, for the empty state. */
  search: string;
  /** Show the owner column (user scope with manage-all). */
  showOwner: boolean;
  busy: boolean;
  onAction: (action: KeyAction, key: ApiKey) => void;
  onClearSearch: () => void;
}

/** The keys table, its loading skeleton, its empty and no-results states. */
export function KeysTable({
  keys,
  search,
  showOwner,
  busy,
  onAction,
  onClearSearch,
}: KeysTableProps) {
  const strings = useStrings(createApiKeysStrings);
  const { locale } = useI18n();
  if (keys && keys.length === 0) {
    return search ? (
      <EmptyState
        title={strings.emptyForQueryTitle}
        description={strings.emptyForQueryDescription(search)}
        action={
          <Button intent="secondary" onClick={onClearSearch}>
            {strings.clearSearchButton}
          </Button>
        }
      />
    ) : (
      <EmptyState title={strings.emptyTitle} description={strings.emptyDescription} />
    );
  }
  const now = Date.now();
  return (
    <Table
      className="ak-table"
      aria-label={strings.tableLabel}
      aria-busy={busy || keys === undefined || undefined}
    >
      <TableHeader>
        <TableRow>
          <TableColumnHeader>{strings.columnName}</TableColumnHeader>
          <TableColumnHeader className="ak-secret-col">{strings.columnSecret}</TableColumnHeader>
          {showOwner && (
            <TableColumnHeader className="ak-owner-col">
              {strings.columnCreatedBy}
            </TableColumnHeader>
          )}
          <TableColumnHeader className="ak-used-col">{strings.columnLastUsed}</TableColumnHeader>
          <TableColumnHeader className="ak-expires-col">{strings.columnExpires}</TableColumnHeader>
          <TableColumnHeader className="ak-actions-col">
            <span className="ui-visually-hidden">{strings.columnActions}</span>
          </TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys === undefined
          ? Array.from({ length: PAGE_SIZE }, (_, index) => (
              <TableRow key={index} className="ak-row" data-skeleton="">
                <TableCell>
                  <Skeleton width={140} />
                </TableCell>
                <TableCell className="ak-secret-cell">
                  <Skeleton width={80} />
                </TableCell>
                {showOwner && (
                  <TableCell className="ak-owner-cell">
                    <Skeleton width={100} />
                  </TableCell>
                )}
                <TableCell className="ak-used-cell">
                  <Skeleton width={72} />
                </TableCell>
                <TableCell className="ak-expires-cell">
                  <Skeleton width={120} />
                </TableCell>
                <TableCell />
              </TableRow>
            ))
          : keys.map((key) => (
              <TableRow key={key.id} className="ak-row" part="key">
                <TableRowHeader className="ak-name-cell">
                  <span className="ak-name" dir="auto">
                    {key.name}
                  </span>
                  <code className="ak-secret ak-secret-inline">{key.obfuscatedValue}</code>
                </TableRowHeader>
                <TableCell className="ak-secret-cell">
                  <code className="ak-secret">{key.obfuscatedValue}</code>
                </TableCell>
                {showOwner && (
                  <TableCell className="ak-owner-cell">
                    <bdi>{key.owner?.displayName ?? ''}</bdi>
                  </TableCell>
                )}
                <TableCell className="ak-used-cell">
                  {key.lastUsedAt ? <RelativeTime date={key.lastUsedAt} /> : strings.never}
                </TableCell>
                <TableCell className="ak-expires-cell">
                  {key.expiresAt ? (
                    <span className="ak-expires">
                      <time dateTime={key.expiresAt}>
                        {formatDateTime(key.expiresAt, locale.tag)}
                      </time>
                      {isExpired(key.expiresAt, now) && (
                        <Badge color="red">{strings.expired}</Badge>
                      )}
                    </span>
                  ) : (
                    strings.never
                  )}
                </TableCell>
                <TableCell align="end">
                  <DropdownMenu
                    trigger={
                      <IconButton aria-label={strings.keyActions(key.name)}>
                        <MoreHorizontal aria-hidden="true" />
                      </IconButton>
                    }
                  >
                    <MenuItem onSelect={() => onAction('details', key)}>{strings.details}</MenuItem>
                    <MenuItem
                      disabled={isExpired(key.expiresAt, now)}
                      onSelect={() => onAction('edit-expiration', key)}
                    >
                      {strings.editExpiration}
                    </MenuItem>
                    <MenuItem color="danger" onSelect={() => onAction('revoke', key)}>
                      {strings.revoke}
                    </MenuItem>
                  </DropdownMenu>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
