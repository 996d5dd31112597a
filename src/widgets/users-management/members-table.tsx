import type { Member } from '../../api/widgets';
import {
  Button,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
} from '../../ui';
import { MemberRow } from './member-row';
import { PAGE_SIZE, type EditRoleAvailability, type MemberAction } from './model';
import { useStrings } from '../shared';
import { createUsersManagementStrings } from './strings';

export interface MembersTableProps {
  /** The page of members; undefined while the first page loads (skeleton rows). */
  members: readonly Member[] | undefined;
  /** The search the list was fetched with, for the empty state. */
  search: string;
  /** True while a newer page is loading behind the one shown. */
  busy: boolean;
  multipleRoles: boolean;
  editRole: EditRoleAvailability;
  onAction: (action: MemberAction, member: Member) => void;
  onClearSearch: () => void;
}

/** The members table, its loading skeleton and its empty states. */
export function MembersTable({
  members,
  search,
  busy,
  multipleRoles,
  editRole,
  onAction,
  onClearSearch,
}: MembersTableProps) {
  const strings = useStrings(createUsersManagementStrings);
  if (members && members.length === 0) {
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
      <EmptyState title={strings.emptyTitle} />
    );
  }
  return (
    <Table
      className="um-table"
      aria-label={strings.tableLabel}
      aria-busy={busy || members === undefined || undefined}
    >
      <TableHeader>
        <TableRow>
          <TableColumnHeader className="um-user-col">{strings.columnUser}</TableColumnHeader>
          <TableColumnHeader className="um-roles-col">
            {strings.columnRole(multipleRoles ? 2 : 1)}
          </TableColumnHeader>
          <TableColumnHeader className="um-active-col">
            {strings.columnLastActive}
          </TableColumnHeader>
          <TableColumnHeader className="um-actions-col">
            <span className="ui-visually-hidden">{strings.columnActions}</span>
          </TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members === undefined
          ? Array.from({ length: PAGE_SIZE }, (_, index) => <SkeletonRow key={index} />)
          : members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                editRole={editRole}
                multipleRoles={multipleRoles}
                onAction={onAction}
              />
            ))}
      </TableBody>
    </Table>
  );
}

function SkeletonRow() {
  return (
    <TableRow className="um-row um-skeleton-row" data-skeleton="">
      <TableCell className="um-user-cell">
        <div className="um-user">
          <Skeleton shape="circle" height={32} />
          <div className="um-user-text">
            <Skeleton width={120} />
            <Skeleton width={160} />
          </div>
        </div>
      </TableCell>
      <TableCell className="um-roles-cell">
        <Skeleton width={64} />
      </TableCell>
      <TableCell className="um-active-cell">
        <Skeleton width={88} />
      </TableCell>
      <TableCell className="um-actions-cell" />
    </TableRow>
  );
}
