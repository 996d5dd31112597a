import { useEffect, useState } from 'react';
import { Button, Check } from '../../ui';
import { useStrings } from '../shared';
import { createDomainVerificationStrings } from './strings';

/** How long 'Copied' stays (SPEC.md §9). */
export const COPY_CONFIRMATION_MS = 3000;

export interface CopyButtonProps {
  text: string;
  /** The accessible name, saying what is copied (e.g. 'Copy TXT record host for {domain}'). */
  label: string;
}

/** Copies `text` to the clipboard and says 'Copied' for 3 s. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const strings = useStrings(createDomainVerificationStrings);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button intent="secondary" size={1} className="dv-copy" aria-label={label} onClick={copy}>
        {state === 'copied' ? (
          <>
            <Check aria-hidden="true" /> {strings.copied}
          </>
        ) : (
          strings.copy
        )}
      </Button>
      <span className="kit-visually-hidden" role="status">
        {state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''}
      </span>
    </>
  );
}
