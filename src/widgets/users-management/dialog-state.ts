// The widget's one dialog as state: pure, and apart from the dialogs themselves, which are a
// chunk loaded after the first paint (see users-management.tsx).
import type { Member } from '../../api/widgets';
import type { MemberAction } from './model';

export type DialogKind = 'invite' | 'edit-role' | 'remove' | 'resend' | 'resent' | 'revoke';

/**
 * The one dialog of the widget. It stays rendered (with its member) after `open` turns false so
 * the closing transition can play; `session` remounts it, with fresh form state, on each opening.
 */
export interface DialogState {
  kind: DialogKind | null;
  member?: Member;
  open: boolean;
  session: number;
}

export const noDialog: DialogState = { kind: null, open: false, session: 0 };

const dialogForAction: Record<MemberAction, DialogKind> = {
  'edit-role': 'edit-role',
  'resend-invite': 'resend',
  'revoke-invite': 'revoke',
  'revoke-membership': 'remove',
};

/** The state after choosing `action` on a row (or inviting, without a member). */
export function openDialog(
  previous: DialogState,
  kind: DialogKind | MemberAction,
  member?: Member,
): DialogState {
  const resolved = kind in dialogForAction ? dialogForAction[kind as MemberAction] : kind;
  return { kind: resolved as DialogKind, member, open: true, session: previous.session + 1 };
}
