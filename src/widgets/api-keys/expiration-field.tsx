import { Select, TextField } from '../../ui';
import { expirationChoices, toLocalInputValue, type ExpirationChoice } from './dialog-model';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export interface ExpirationFieldProps {
  choice: ExpirationChoice;
  onChoiceChange: (choice: ExpirationChoice) => void;
  /** The picked local date and time (`YYYY-MM-DDTHH:mm`) for 'Pick a date'. */
  picked: string;
  onPickedChange: (value: string) => void;
  /** Shown on the date input. */
  error?: string;
}

/** Never, 1 hour, 24 hours, 3 days, 7 days, or a date and time the user picks. */
export function ExpirationField({
  choice,
  onChoiceChange,
  picked,
  onPickedChange,
  error,
}: ExpirationFieldProps) {
  const strings = useStrings(createApiKeysStrings);
  return (
    <div className="ak-expiration">
      <Select
        label={strings.expirationLabel}
        options={expirationChoices.map((value) => ({
          value,
          label: strings.expirationOptions[value],
        }))}
        value={choice}
        onValueChange={(value) => onChoiceChange(value as ExpirationChoice)}
      />
      {choice === 'custom' && (
        <TextField
          label={strings.expirationDateLabel}
          type="datetime-local"
          min={toLocalInputValue(Date.now())}
          value={picked}
          onChange={(event) => onPickedChange(event.target.value)}
          error={error}
          required
        />
      )}
    </div>
  );
}
