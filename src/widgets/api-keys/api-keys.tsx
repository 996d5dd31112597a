import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiKey, CreatedApiKey } from '../../api/widgets';
import { Button, Callout, onIntentChunk, Pager } from '../../ui';
import {
  throwUntilLoaded,
  describeWidgetError,
  useAccessTokenClaims,
  useListState,
  useWidgetApi,
  useWidgetReady,
  useStrings,
} from '../shared';
import { KeysTable, type KeyAction } from './keys-table';
import { KeysToolbar } from './keys-toolbar';
import { SEARCH_DEBOUNCE_MS, parseScope, scopeConfigs } from './model';
import { keysPageQueryOptions } from './queries';
import { createApiKeysStrings } from './strings';
import { useChangeExpiration, useCreateApiKey, useRevokeApiKey } from './use-api-key-mutations';

// The dialogs and their forms are a chunk fetched when 'Create API key' or a row's actions button
// is pointed at or focused, or when one opens, not once idle: rare actions (issue #29's all-tags
// budget). A dialog opened before its code is here shows the pending layer until it is.
const dialogs = onIntentChunk(
  () => import('./api-keys-dialogs.on-intent'),
  'button.ak-create, .ak-row button',
);
const CreateKeyDialog = dialogs.component(
  (m) => m.CreateKeyDialog,
  (props) => props.open,
);
const SecretDialog = dialogs.component(
  (m) => m.SecretDialog,
  (props) => props.created !== null,
);
const KeyDetailsDialog = dialogs.component(
  (m) => m.KeyDetailsDialog,
  (props) => props.open,
);
const EditExpirationDialog = dialogs.component(
  (m) => m.EditExpirationDialog,
  (props) => props.open,
);
const RevokeKeyDialog = dialogs.component(
  (m) => m.RevokeKeyDialog,
  (props) => props.open,
);

export interface ApiKeysProps {
  /** `scope`: "organization" (the organization's keys) or "user" (personal keys); default organization. */
  scope?: string;
}

type Open = 'none' | 'create' | KeyAction;

/**
 * The api-keys widget (issue #29): the scope's keys with search and pages, and the create,
 * shown-once secret, details, edit expiration and revoke dialogs. Composes sections only.
 */
export function ApiKeys({ scope: scopeAttribute }: ApiKeysProps) {
  const strings = useStrings(createApiKeysStrings);
  const scopeName = parseScope(scopeAttribute);
  const scope = scopeConfigs[scopeName];
  const client = useWidgetApi();
  const list = useListState({ search: scope.searchParam, debounceMs: SEARCH_DEBOUNCE_MS });
  const query = { search: list.search || undefined, ...list.cursor };

  const loadedOnce = useRef(false);
  const keys = useQuery({
    ...keysPageQueryOptions(client, scope, query),
    placeholderData: keepPreviousData,
    throwOnError: throwUntilLoaded(loadedOnce),
  });
  useEffect(() => {
    if (keys.data) loadedOnce.current = true;
  }, [keys.data]);
  useWidgetReady(keys.data !== undefined);

  const permissions = useAccessTokenClaims()?.permissions;
  const showOwner =
    scopeName === 'user' &&
    Array.isArray(permissions) &&
    permissions.includes('widgets:user-api-keys:manage-all');

  const create = useCreateApiKey(scope);
  const revoke = useRevokeApiKey(scope);
  const changeExpiration = useChangeExpiration(scope);
  const [open, setOpen] = useState<Open>('none');
  const [target, setTarget] = useState<ApiKey | null>(null);
  // The secret lives only here, from the create answer until the secret dialog closes.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const resetCreate = create.reset;
  useEffect(() => {
    if (!create.data) return;
    setCreated(create.data);
    setOpen('none');
    // Forget the answer in the mutation too: the secret must not outlive its dialog.
    resetCreate();
  }, [create.data, resetCreate]);

  const meta = keys.data?.list_metadata;
  const loadingNewer = keys.isPlaceholderData && keys.isFetching;
  const close = (isOpen: boolean) => !isOpen && setOpen('none');

  return (
    <div
      className="ak"
      part="base"
      data-scope={scopeName}
      data-pending={loadingNewer || undefined}
      {...dialogs.intentProps}
    >
      <KeysToolbar
        searchInput={list.searchInput}
        onSearchInputChange={list.setSearchInput}
        onClearSearch={list.clearSearch}
        onCreate={() => {
          create.reset();
          setOpen('create');
        }}
      />
      {keys.isError && !keys.isFetching && (
        <Callout
          color="danger"
          title={describeWidgetError(keys.error, client.widgetType).title}
          actions={
            <Button intent="secondary" size={1} onClick={() => void keys.refetch()}>
              {strings.retry}
            </Button>
          }
        >
          {describeWidgetError(keys.error, client.widgetType).message}
        </Callout>
      )}
      <KeysTable
        keys={keys.data?.data}
        search={list.search}
        showOwner={showOwner}
        busy={loadingNewer}
        onClearSearch={list.clearSearch}
        onAction={(action, key) => {
          setTarget(key);
          setOpen(action);
        }}
      />
      <Pager
        label={strings.pagination}
        previousLabel={strings.previousPage}
        nextLabel={strings.nextPage}
        onPrevious={meta?.after ? () => list.setCursor({ after: meta.after! }) : undefined}
        onNext={meta?.before ? () => list.setCursor({ before: meta.before! }) : undefined}
      />
      {open === 'create' && (
        <CreateKeyDialog open onOpenChange={close} scope={scope} mutation={create} />
      )}
      <SecretDialog
        created={created}
        requireConfirmation={scopeName === 'user'}
        onClose={() => setCreated(null)}
      />
      <KeyDetailsDialog
        apiKey={target}
        open={open === 'details'}
        onOpenChange={close}
        showOwner={showOwner}
      />
      <EditExpirationDialog
        apiKey={target}
        open={open === 'edit-expiration'}
        onOpenChange={close}
        mutation={changeExpiration}
      />
      <RevokeKeyDialog
        apiKey={target}
        open={open === 'revoke'}
        onOpenChange={close}
        mutation={revoke}
      />
    </div>
  );
}
