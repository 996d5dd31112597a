import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON as CreationOptions,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import type { CreatePasskeyResponse } from '../../api/widgets';
import { Button, Callout, Dialog } from '../../ui';
import { useStrings, useWidgetApi } from '../shared';
import { needsVerification } from './model';
import {
  passkeysPath,
  saidByServer,
  VerifyFirst,
  type Said,
  type VerifiedDialogProps,
} from './security-dialog-parts';
import { passkeyErrorMessage } from './passkey-model';
import { createPasskeyStrings } from './passkey-strings';
import { createUserSecurityStrings } from './strings';

/** The ceremony's limit when the options name none (the server's default). */
const DEFAULT_TIMEOUT_MS = 300_000;

/**
 * Add a passkey, behind identity verification. The creation options are fetched as soon as the
 * identity is verified, so 'Create passkey' opens the browser's prompt at once. A prompt that
 * ends without a passkey (cancelled, timed out, refused, already registered) says why and keeps
 * the dialog and its options: the next try reuses the unused challenge.
 */
export function AddPasskeyDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
}: VerifiedDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const [prepared, setPrepared] = useState<CreatePasskeyResponse | undefined>(undefined);
  const [preparing, setPreparing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Said | undefined>(undefined);
  const supported = browserSupportsWebAuthn();
  const verified = elevated.valid;

  useEffect(() => {
    if (!verified || !supported || prepared || preparing || error) return;
    setPreparing(true);
    client
      .post<CreatePasskeyResponse>(passkeysPath)
      .then(setPrepared)
      .catch((failure: unknown) => {
        if (needsVerification(failure)) elevated.expire();
        else setError(saidByServer(failure));
      })
      .finally(() => setPreparing(false));
  }, [verified, supported, prepared, preparing, error, client, elevated]);

  const create = async () => {
    if (pending) return;
    if (!prepared) {
      // The options failed to load: clearing the error fetches them again.
      setError(undefined);
      return;
    }
    setPending(true);
    setError(undefined);
    const started = Date.now();
    let response;
    try {
      // The wire type is the DOM's (strings for hints); the server sends the library's own output.
      response = await startRegistration({ optionsJSON: prepared.options as CreationOptions });
    } catch (failure) {
      const timeout = prepared.options.timeout ?? DEFAULT_TIMEOUT_MS;
      const elapsed = Date.now() - started;
      setError({ say: (words) => passkeyErrorMessage(failure, elapsed, timeout, words) });
      setPending(false);
      return;
    }
    try {
      await client.post(`${passkeysPath}/verify`, {
        json: { challengeId: prepared.challengeId, response },
      });
      onDone();
    } catch (failure) {
      // The challenge is spent: the next try starts with fresh options.
      setPrepared(undefined);
      if (needsVerification(failure)) elevated.expire();
      else setError(saidByServer(failure));
    } finally {
      setPending(false);
    }
  };

  if (!verified) return <VerifyFirst {...{ open, onOpenChange, email, elevated }} />;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={passkeyStrings.addTitle}
      description={passkeyStrings.addDescription}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          {supported && (
            <Button
              onClick={() => void create()}
              loading={pending || (preparing && !error)}
              disabled={!prepared && !error}
            >
              {error ? passkeyStrings.tryAgain : passkeyStrings.create}
            </Button>
          )}
        </>
      }
    >
      <div className="us-setup" part="passkey-setup">
        {!supported && <Callout color="danger">{passkeyStrings.errorUnsupported}</Callout>}
        {error && <Callout color="danger">{error.say(passkeyStrings)}</Callout>}
        {supported && !error && (preparing || pending) && (
          <p aria-live="polite">{passkeyStrings.preparing}</p>
        )}
      </div>
    </Dialog>
  );
}
