import { Suspense, useState } from 'react';
import type { ApiKeyPermission } from '../../api/widgets';
import { Button, Callout, CheckboxList, Spinner, TextField } from '../../ui';
import { filterPermissions } from './dialog-model';
import { useDialogNames } from '../known-names/dialog-names';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export interface PermissionsPickerProps {
  state: 'loading' | 'error' | 'ready';
  permissions: readonly ApiKeyPermission[];
  value: readonly string[];
  onValueChange: (slugs: string[]) => void;
}

/**
 * The environment's permissions as checkboxes, with a filter, select all / none (of the shown
 * ones) and a count. A failed load says so; the key can still be created without permissions.
 */
export function PermissionsPicker(props: PermissionsPickerProps) {
  const strings = useStrings(createApiKeysStrings);
  const loading = (
    <p className="ak-permissions-status" role="status">
      <Spinner size={1} /> {strings.permissionsLoading}
    </p>
  );
  // The permissions' names in the element's language come with a catalog chunk of their own.
  return props.state === 'loading' ? (
    loading
  ) : (
    <Suspense fallback={loading}>
      <PermissionsChoice {...props} />
    </Suspense>
  );
}

function PermissionsChoice({ state, permissions, value, onValueChange }: PermissionsPickerProps) {
  const strings = useStrings(createApiKeysStrings);
  const known = useDialogNames();
  const [filter, setFilter] = useState('');
  if (state === 'error') return <Callout color="warning">{strings.permissionsFailed}</Callout>;
  if (permissions.length === 0)
    return <p className="ak-permissions-status">{strings.permissionsEmpty}</p>;

  // Built-in permissions in the element's language (their names and descriptions are searched so).
  const localized = permissions.map((permission) => ({
    slug: permission.slug,
    name: known.permissionName(permission),
    description: known.permissionDescription(permission) ?? undefined,
  }));
  const shown = filterPermissions(localized, filter);
  const shownSlugs = shown.map((permission) => permission.slug);
  const selectAll = () => onValueChange([...new Set([...value, ...shownSlugs])]);
  const selectNone = () => onValueChange(value.filter((slug) => !shownSlugs.includes(slug)));
  return (
    <div className="ak-permissions">
      <span className="ui-field-label">{strings.permissionsLabel}</span>
      <div className="ak-permissions-tools">
        <TextField
          className="ak-permissions-filter"
          label={strings.permissionsFilterLabel}
          type="search"
          size={1}
          placeholder={strings.permissionsFilterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Button intent="secondary" size={1} onClick={selectAll}>
          {strings.selectAll}
        </Button>
        <Button intent="secondary" size={1} onClick={selectNone}>
          {strings.selectNone}
        </Button>
      </div>
      <p className="ak-permissions-count" role="status">
        {strings.permissionsCount(value.length, permissions.length)}
      </p>
      {shown.length === 0 ? (
        <p className="ak-permissions-status">{strings.permissionsNone}</p>
      ) : (
        <CheckboxList
          label={strings.permissionsLabel}
          hideLabel
          options={shown.map((permission) => {
            const { description } = permission;
            return {
              value: permission.slug,
              label: permission.name,
              // The slug is an identifier (never translated); each part is isolated so a
              // sentence's own direction holds in either layout (its period stays at its end).
              description: (
                <span>
                  <bdi translate="no">{permission.slug}</bdi>
                  {description && (
                    <>
                      {' · '}
                      <bdi>{description}</bdi>
                    </>
                  )}
                </span>
              ),
            };
          })}
          value={value.filter((slug) => shownSlugs.includes(slug))}
          onValueChange={(next) =>
            onValueChange([...value.filter((slug) => !shownSlugs.includes(slug)), ...next])
          }
        />
      )}
    </div>
  );
}
