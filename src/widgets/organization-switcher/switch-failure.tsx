import { IconButton, X } from '../../ui';
import { useStrings } from '../shared';
import { createOrganizationSwitcherStrings } from './strings';

/** SPEC.md §8's switch failure, under the trigger until dismissed or the next attempt. */
export function SwitchFailure({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  return (
    <div className="os-failure" part="error" role="alert">
      <div className="os-failure-text">
        <strong>{strings.switchFailed}</strong>
        <span>{text}</span>
      </div>
      <IconButton aria-label={strings.dismiss} size={1} onClick={onDismiss}>
        <X aria-hidden="true" />
      </IconButton>
    </div>
  );
}
