import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Member } from '../../api/widgets';
import { Button, Callout, lazyComponent, Pager } from '../../ui';
import {
  throwUntilLoaded,
  describeWidgetError,
  useListState,
  useWidgetApi,
  useWidgetReady,
  useStrings,
} from '../shared';
import { noDialog, openDialog, type DialogState } from './dialog-state';
import { MembersTable } from './members-table';
import {
  PAGER_PENDING_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  editRoleAvailability,
  membersQuery,
  nextCursor,
  previousCursor,
  type MemberAction,
  type RolesState,
} from './model';
import { membersQueryOptions, rolesAndConfigQueryOptions } from './queries';
import { createUsersManagementStrings } from './strings';
import { UsersToolbar } from './users-toolbar';
import { useDelayedFlag } from './use-delayed-flag';

// The dialogs and their forms are not needed for the first rows: a chunk loaded right after.
const MemberDialogs = lazyComponent(
  () => import('./member-dialogs').then((module) => module.MemberDialogs),
  (props) => props.state.open,
);

/**
 * The users-management widget: toolbar, members table, pager and the dialogs of SPEC.md §2.
 * It composes sections only; rules live in model.ts, data in queries.ts.
 */
export function UsersManagement() {
  const strings = useStrings(createUsersManagementStrings);
  const client = useWidgetApi();
  // The role filter and search in the page URL as ak_role and ak_q (SPEC.md §2).
  const list = useListState({
    filters: { role: 'ak_role' },
    search: 'ak_q',
    debounceMs: SEARCH_DEBOUNCE_MS,
  });
  const query = membersQuery({ role: list.filters.role, search: list.search, cursor: list.cursor });

  // Only a failed first load goes to the widget's error fallback; later failures show inline
  // over the page already on screen.
  const loadedOnce = useRef(false);
  const members = useQuery({
    ...membersQueryOptions(client, query),
    placeholderData: keepPreviousData,
    throwOnError: throwUntilLoaded(loadedOnce),
  });
  useEffect(() => {
    if (members.data) loadedOnce.current = true;
  }, [members.data]);
  useWidgetReady(members.data !== undefined);

  const rolesQuery = useQuery({ ...rolesAndConfigQueryOptions(client), throwOnError: false });
  const rolesState: RolesState = rolesQuery.isPending
    ? 'loading'
    : rolesQuery.isError
      ? 'error'
      : 'ready';
  const roles = rolesQuery.data?.roles ?? [];
  const multipleRoles = rolesQuery.data?.multipleRolesEnabled ?? false;

  const loadingNewer = members.isPlaceholderData && members.isFetching;
  const showPending = useDelayedFlag(loadingNewer, PAGER_PENDING_DELAY_MS);
  const meta = members.data?.list_metadata;
  const next = nextCursor(meta);
  const previous = previousCursor(meta);

  const [dialog, setDialog] = useState<DialogState>(noDialog);

  // A removed member's row held the focus (its actions button); once the list no longer shows
  // it, put focus on the search box instead of losing it to the page.
  const container = useRef<HTMLDivElement>(null);
  const refocusAfterRemoval = useRef(false);
  useEffect(() => {
    const node = container.current;
    if (!refocusAfterRemoval.current || !node || members.isFetching) return;
    refocusAfterRemoval.current = false;
    const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
    if (!active || !node.contains(active)) {
      node.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
  }, [members.data, members.isFetching]);
  const onAction = useCallback(
    (action: MemberAction, member: Member) =>
      setDialog((state) => openDialog(state, action, member)),
    [],
  );

  return (
    <div ref={container} className="um" data-pending={loadingNewer || undefined}>
      <UsersToolbar
        searchInput={list.searchInput}
        onSearchInputChange={list.setSearchInput}
        onClearSearch={list.clearSearch}
        role={list.filters.role}
        onRoleChange={(role) => list.setFilters({ role })}
        roles={roles}
        onInvite={() => setDialog((state) => openDialog(state, 'invite'))}
      />
      {members.isError && !members.isFetching && (
        <Callout
          color="danger"
          title={describeWidgetError(members.error, client.widgetType).title}
          actions={
            <Button intent="secondary" size={1} onClick={() => void members.refetch()}>
              {strings.retry}
            </Button>
          }
        >
          {describeWidgetError(members.error, client.widgetType).message}
        </Callout>
      )}
      {!(members.isError && !members.data) && (
        <MembersTable
          members={members.data?.data}
          search={list.search}
          busy={loadingNewer}
          multipleRoles={multipleRoles}
          editRole={editRoleAvailability(rolesState, roles.length, strings)}
          onAction={onAction}
          onClearSearch={list.clearSearch}
        />
      )}
      <Pager
        label={strings.pagination}
        previousLabel={strings.previousPage}
        nextLabel={strings.nextPage}
        onPrevious={previous ? () => list.setCursor(previous) : undefined}
        onNext={next ? () => list.setCursor(next) : undefined}
        pending={showPending}
        pendingLabel={strings.loadingPage}
      />
      <MemberDialogs
        state={dialog}
        onChange={setDialog}
        roles={roles}
        rolesState={rolesState}
        multipleRoles={multipleRoles}
        onRemoved={() => {
          refocusAfterRemoval.current = true;
        }}
      />
    </div>
  );
}
