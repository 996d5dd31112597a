import type { Member } from '../../api/widgets';
import {
  Avatar,
  Badge,
  DropdownMenu,
  IconButton,
  MenuItem,
  MoreHorizontal,
  RelativeTime,
  TableCell,
  TableRow,
  TableRowHeader,
} from '../../ui';
import {
  isRowDimmed,
  memberDisplayName,
  menuActions,
  statusBadge,
  type EditRoleAvailability,
  type MemberAction,
} from './model';
import { createKnownNames, useStrings } from '../shared';
import { createUsersManagementStrings, type UsersManagementStrings } from './strings';

export interface MemberRowProps {
  member: Member;
  /** Whether Edit role can be used now, and why not. */
  editRole: EditRoleAvailability;
  /** 'Edit roles' instead of 'Edit role' when several roles per user are allowed. */
  multipleRoles: boolean;
  onAction: (action: MemberAction, member: Member) => void;
}

/** One member: who, their roles, when last active, and the actions the server allows. */
export function MemberRow({ member, editRole, multipleRoles, onAction }: MemberRowProps) {
  const strings = useStrings(createUsersManagementStrings);
  const known = useStrings(createKnownNames);
  const name = memberDisplayName(member);
  const badge = statusBadge(member.status, strings);
  const actions = menuActions(member);
  const dimmed = isRowDimmed(member.status);
  const roleList = member.roles.map((role) => known.roleName(role)).join(', ');

  return (
    <TableRow
      className="um-row"
      part="row"
      data-status={member.status}
      data-dimmed={dimmed || undefined}
    >
      <TableRowHeader className="um-user-cell">
        <div className="um-user">
          <Avatar
            src={member.profilePictureUrl}
            name={name}
            color={dimmed ? 'neutral' : undefined}
            decorative
          />
          <div className="um-user-text">
            <div className="um-user-line">
              <span className="um-user-name">{name}</span>
              {member.isLoggedInUser && (
                <Badge color="accent" className="um-you">
                  {strings.youBadge}
                </Badge>
              )}
              {member.directoryManaged && (
                <Badge color="neutral" className="um-directory" part="badge directory-badge">
                  {strings.directoryManagedBadge}
                </Badge>
              )}
              {badge && (
                <Badge color={badge.tone === 'warning' ? 'amber' : 'red'} className="um-status">
                  {badge.label}
                </Badge>
              )}
            </div>
            {name !== member.email && <span className="um-user-email">{member.email}</span>}
            <span className="um-user-roles">{roleList}</span>
          </div>
        </div>
      </TableRowHeader>
      <TableCell className="um-roles-cell">{roleList}</TableCell>
      <TableCell className="um-active-cell">
        {member.lastActivityAt ? (
          <RelativeTime date={member.lastActivityAt} />
        ) : (
          <>
            <span aria-hidden="true">{strings.neverActive}</span>
            <span className="ui-visually-hidden">{strings.neverActiveLabel}</span>
          </>
        )}
      </TableCell>
      <TableCell className="um-actions-cell" align="end">
        {actions.length > 0 && (
          <DropdownMenu
            trigger={
              <IconButton aria-label={strings.actionsMenuLabel(name)}>
                <MoreHorizontal aria-hidden="true" />
              </IconButton>
            }
          >
            {actions.map(({ action, ownedByDirectory }) => (
              <MenuItem
                key={action}
                color={
                  action === 'revoke-membership' || action === 'revoke-invite'
                    ? 'danger'
                    : undefined
                }
                disabled={ownedByDirectory || (action === 'edit-role' && editRole.disabled)}
                disabledReason={
                  ownedByDirectory
                    ? strings.directoryManagedReason
                    : action === 'edit-role'
                      ? editRole.tooltip
                      : undefined
                }
                onSelect={() => onAction(action, member)}
              >
                {actionLabel(action, multipleRoles, strings)}
              </MenuItem>
            ))}
          </DropdownMenu>
        )}
      </TableCell>
    </TableRow>
  );
}

function actionLabel(
  action: MemberAction,
  multipleRoles: boolean,
  strings: UsersManagementStrings,
): string {
  switch (action) {
    case 'edit-role':
      return multipleRoles ? strings.actionEditRoles : strings.actionEditRole;
    case 'resend-invite':
      return strings.actionResendInvite;
    case 'revoke-invite':
      return strings.actionRevokeInvite;
    case 'revoke-membership':
      return strings.actionRemoveUser;
  }
}
