import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON as CreationOptions,
} from '@simplewebauthn/browser';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  isWidgetApiError,
  type CreatePasskeyResponse,
  type PasskeySummary,
} from '../../api/widgets';
import { AlertDialog, Button, Callout, Dialog, TextField } from '../../ui';
import { useStrings, useWidgetApi, VerifyIdentity, type ElevatedAccess } from '../shared';
import { needsVerification } from './model';
import { passkeyErrorMessage, validatePasskeyName } from './passkey-model';
import { createPasskeyStrings, type PasskeyStrings } from './passkey-strings';
import { createUserSecurityStrings } from './strings';

const base = '/_widgets/UserProfile/passkeys';
/** The ceremony's limit when the options name none (the server's default). */
const DEFAULT_TIMEOUT_MS = 300_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A message said at render, so a locale change while it shows translates it too. */
interface Said {
  say: (passkeyStrings: PasskeyStrings) => string;
}
/** The server's own words (not in the catalog). */
const saidByServer = (failure: unknown): Said => ({ say: () => errorText(failure) });

interface PasskeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

interface VerifiedDialogProps extends PasskeyDialogProps {
  email: string;
  elevated: ElevatedAccess;
}

/** 'Verify your identity' in a dialog, the first step of adding and removing a passkey. */
function VerifyFirst({ open, onOpenChange, email, elevated }: Omit<VerifiedDialogProps, 'onDone'>) {
  const strings = useStrings(createUserSecurityStrings);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.verifyTitle}
      footer={
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.cancel}
        </Button>
      }
    >
      <VerifyIdentity email={email} elevated={elevated} strings={strings} />
    </Dialog>
  );
}

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
      .post<CreatePasskeyResponse>(base)
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
      await client.post(`${base}/verify`, {
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

/** 'Remove passkey?', behind identity verification. */
export function RemovePasskeyDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
  passkey,
}: VerifiedDialogProps & { passkey: PasskeySummary }) {
  const strings = useStrings(createUserSecurityStrings);
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const name = passkey.name ?? passkeyStrings.title;

  const remove = async () => {
    if (pending || !elevated.check()) return;
    setPending(true);
    setError(undefined);
    try {
      await client.delete(`${base}/${encodeURIComponent(passkey.id)}`);
      onDone();
    } catch (failure) {
      if (needsVerification(failure)) elevated.expire();
      else setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  if (!elevated.valid) return <VerifyFirst {...{ open, onOpenChange, email, elevated }} />;
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={passkeyStrings.removeTitle}
      description={passkeyStrings.removeDescription(name)}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={pending} onClick={() => void remove()}>
            {passkeyStrings.remove}
          </Button>
        </>
      }
    >
      {error && <Callout color="danger">{error}</Callout>}
    </AlertDialog>
  );
}

/** Rename a passkey; a label change, so no identity verification. */
export function RenamePasskeyDialog({
  open,
  onOpenChange,
  onDone,
  passkey,
}: PasskeyDialogProps & { passkey: PasskeySummary }) {
  const strings = useStrings(createUserSecurityStrings);
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const formId = useId();
  const [name, setName] = useState(passkey.name ?? '');
  const [error, setError] = useState<Said | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (validatePasskeyName(name)) {
      return setError({ say: (words) => validatePasskeyName(name, words) ?? '' });
    }
    setError(undefined);
    setFormError(undefined);
    setPending(true);
    try {
      await client.post(`${base}/${encodeURIComponent(passkey.id)}`, { json: { name } });
      onDone();
    } catch (failure) {
      const onField = isWidgetApiError(failure) ? failure.fieldErrors.name : undefined;
      if (onField) setError({ say: () => onField });
      else setFormError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={passkeyStrings.renameTitle}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {strings.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="us-form" noValidate onSubmit={(event) => void submit(event)}>
        {formError && <Callout color="danger">{formError}</Callout>}
        <TextField
          label={passkeyStrings.nameLabel}
          hint={passkeyStrings.nameHint}
          name="passkey-name"
          autoComplete="off"
          autoFocus
          maxLength={200}
          value={name}
          error={error?.say(passkeyStrings)}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
