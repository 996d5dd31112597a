import type { PasskeyMethodState, PasskeySummary } from '../../api/widgets';
import { Button, RelativeTime } from '../../ui';
import { createKnownNames, useStrings } from '../shared';
import { passkeyKind } from './passkey-model';
import { createPasskeyStrings } from './passkey-strings';

export interface PasskeysRowProps {
  method: PasskeyMethodState;
  onAdd: () => void;
  onRename: (passkey: PasskeySummary) => void;
  onRemove: (passkey: PasskeySummary) => void;
}

/** The Passkeys row: 'Add a passkey', then each passkey with its kind, dates, Rename and Remove. */
export function PasskeysRow({ method, onAdd, onRename, onRemove }: PasskeysRowProps) {
  const strings = useStrings(createPasskeyStrings);
  const passkeys = method.passKeys;
  return (
    <section className="us-row us-row-list" part="passkeys" aria-label={strings.title}>
      <div className="us-row-text">
        <h2 className="us-row-title">{strings.title}</h2>
        <p className="us-row-detail">
          {passkeys.length === 0 ? (
            strings.notSet
          ) : method.lastUsed ? (
            <>
              {strings.lastUsed} <RelativeTime date={method.lastUsed} inSentence />
            </>
          ) : (
            strings.neverUsed
          )}
        </p>
      </div>
      <div className="us-row-action">
        <Button intent={passkeys.length === 0 ? 'primary' : 'secondary'} onClick={onAdd}>
          {strings.add}
        </Button>
      </div>
      {passkeys.length > 0 && (
        <ul className="us-passkeys" aria-label={strings.listLabel}>
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRename={() => onRename(passkey)}
              onRemove={() => onRemove(passkey)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface PasskeyItemProps {
  passkey: PasskeySummary;
  onRename: () => void;
  onRemove: () => void;
}

function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const strings = useStrings(createPasskeyStrings);
  const known = useStrings(createKnownNames);
  // A default name ('Passkey 2') in the element's language; a chosen one as written.
  const name = passkey.name ? known.passkeyName(passkey.name) : strings.title;
  const kind = passkeyKind(passkey, strings);
  return (
    <li className="us-passkey" part="passkey">
      <div className="us-passkey-text">
        <bdi className="us-passkey-name">{name}</bdi>
        <span className="us-passkey-meta">
          {kind && <>{kind} · </>}
          {passkey.createdAt && (
            <>
              {strings.addedOn} <RelativeTime date={passkey.createdAt} inSentence /> ·{' '}
            </>
          )}
          {passkey.lastUsed ? (
            <>
              {strings.lastUsed} <RelativeTime date={passkey.lastUsed} inSentence />
            </>
          ) : (
            strings.neverUsed
          )}
        </span>
      </div>
      <div className="us-passkey-actions">
        <Button
          intent="secondary"
          size={1}
          aria-label={strings.renameLabel(name)}
          onClick={onRename}
        >
          {strings.rename}
        </Button>
        <Button
          intent="secondary"
          size={1}
          aria-label={strings.removeLabel(name)}
          onClick={onRemove}
        >
          {strings.remove}
        </Button>
      </div>
    </li>
  );
}
