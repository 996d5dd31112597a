import { Button, Select, TextField } from '../../ui';
import { useStrings } from '../shared';
import { hasFilters, rangeReversed, type FilterForm } from './model';
import { createAuditLogsStrings } from './strings';

const ALL = '__all__';

export interface AuditFiltersProps {
  form: FilterForm;
  /** The actions to pick from; undefined while they load. */
  actions: readonly string[] | undefined;
  onFieldChange: (field: keyof FilterForm, value: string) => void;
  onClear: () => void;
}

/** Action, actor and date range; a reversed range is shown on the start date and not applied. */
export function AuditFilters({ form, actions, onFieldChange, onClear }: AuditFiltersProps) {
  const strings = useStrings(createAuditLogsStrings);
  const options = [
    { value: ALL, label: strings.allActions },
    // An action picked before the list arrived (or no longer listed) stays selectable.
    ...[...new Set([...(actions ?? []), ...(form.action ? [form.action] : [])])]
      .sort()
      .map((action) => ({ value: action, label: action })),
  ];
  const reversed = rangeReversed(form);
  return (
    <fieldset className="al-filters" part="filters">
      <legend className="ui-visually-hidden">{strings.filtersLabel}</legend>
      <div className="al-filter al-filter-action">
        <Select
          label={strings.actionFilter}
          options={options}
          value={form.action || ALL}
          onValueChange={(value) => onFieldChange('action', value === ALL ? '' : value)}
        />
      </div>
      <TextField
        className="al-filter al-filter-actor"
        label={strings.actorFilter}
        placeholder={strings.actorPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={form.actor}
        onChange={(event) => onFieldChange('actor', event.target.value)}
      />
      <TextField
        className="al-filter al-filter-date"
        label={strings.fromFilter}
        type="date"
        value={form.from}
        max={form.to || undefined}
        error={reversed ? strings.rangeError : undefined}
        onChange={(event) => onFieldChange('from', event.target.value)}
      />
      <TextField
        className="al-filter al-filter-date"
        label={strings.toFilter}
        type="date"
        value={form.to}
        min={form.from || undefined}
        onChange={(event) => onFieldChange('to', event.target.value)}
      />
      {hasFilters(form) && (
        <Button intent="secondary" className="al-clear" part="clear-filters" onClick={onClear}>
          {strings.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
