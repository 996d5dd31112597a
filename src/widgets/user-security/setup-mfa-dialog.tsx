import { useEffect, useState } from 'react';
import type { CreateTotpFactorResponse } from '../../api/widgets';
import { Button, Callout, Dialog, OtpInput } from '../../ui';
import { useStrings, useWidgetApi, VerifyIdentity } from '../shared';
import { errorText, needsVerification } from './model';
import { profilePath, type VerifiedDialogProps } from './security-dialog-parts';
import { authenticatorApps, createUserSecurityStrings } from './strings';

/** How long 'Copied' shows after 'Copy and close'. */
const COPIED_MS = 3000;

/** Authenticator setup: verify identity, step 1 QR code and setup key, step 2 passcode. */
export function SetupMfaDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
}: VerifiedDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const [factor, setFactor] = useState<CreateTotpFactorResponse | undefined>(undefined);
  const [step, setStep] = useState<1 | 2>(1);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [keyOpen, setKeyOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const verified = elevated.valid;

  useEffect(() => {
    if (!verified || factor || pending || error) return;
    setPending(true);
    client
      .post<CreateTotpFactorResponse>(`${profilePath}/create-totp-factor`)
      .then(setFactor)
      .catch((failure: unknown) => {
        if (needsVerification(failure)) elevated.expire();
        else setError(errorText(failure));
      })
      .finally(() => setPending(false));
  }, [verified, factor, pending, error, client, elevated]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const confirm = async (value: string) => {
    if (!factor || pending) return;
    if (!/^\d{6}$/.test(value)) return setError(strings.invalidPasscode);
    setPending(true);
    setError(undefined);
    try {
      const result = await client.post<{ success: boolean }>(`${profilePath}/verify-totp-factor`, {
        json: { code: value, authenticationChallengeId: factor.authenticationChallenge.id },
      });
      if (result.success) onDone();
      else {
        setError(strings.invalidPasscode);
        setCode('');
      }
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  const secret = factor?.authenticationFactor.totp.secret ?? '';
  const qr = factor?.authenticationFactor.totp.qr_code ?? '';
  const retry = () => {
    setError(undefined);
    setFactor(undefined);
  };

  let body;
  let footer;
  if (!verified) {
    body = <VerifyIdentity email={email} elevated={elevated} strings={strings} />;
    footer = (
      <Button intent="secondary" onClick={() => onOpenChange(false)}>
        {strings.cancel}
      </Button>
    );
  } else if (!factor) {
    body = error ? (
      <Callout color="danger">{error}</Callout>
    ) : (
      <p aria-live="polite">{strings.preparingSetup}</p>
    );
    footer = (
      <>
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.cancel}
        </Button>
        {error && <Button onClick={retry}>{strings.tryAgain}</Button>}
      </>
    );
  } else if (step === 1) {
    body = (
      <div className="us-setup">
        <p>{strings.mfaStep1}</p>
        <ul className="us-apps">
          {authenticatorApps.map((app) => (
            <li key={app.name}>
              <a href={app.href} target="_blank" rel="noreferrer noopener">
                {app.name}
              </a>
            </li>
          ))}
        </ul>
        {/^data:image\/(png|gif|svg\+xml);base64,/.test(qr) && (
          <img
            className="us-qr"
            part="qr-code"
            src={qr}
            alt={strings.qrAlt}
            width={200}
            height={200}
          />
        )}
        <Button intent="secondary" onClick={() => setKeyOpen(true)}>
          {strings.viewSetupKey}
        </Button>
        {copied && <p role="status">{strings.copied}</p>}
        <Dialog
          open={keyOpen}
          onOpenChange={setKeyOpen}
          title={strings.setupKeyTitle}
          description={strings.setupKeyDescription}
          footer={
            <Button
              onClick={() => {
                void navigator.clipboard?.writeText(secret).catch(() => undefined);
                setCopied(true);
                setKeyOpen(false);
              }}
            >
              {strings.copyAndClose}
            </Button>
          }
        >
          <code className="us-secret" part="setup-key">
            {secret}
          </code>
        </Dialog>
      </div>
    );
    footer = (
      <>
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.cancel}
        </Button>
        <Button onClick={() => setStep(2)}>{strings.next}</Button>
      </>
    );
  } else {
    body = (
      <div className="us-setup">
        <p>{strings.mfaStep2Description}</p>
        <OtpInput
          label={strings.passcodeLabel}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(undefined);
          }}
          onComplete={(value) => void confirm(value)}
          error={error}
          disabled={pending}
          autoFocus
        />
      </div>
    );
    footer = (
      <>
        <Button intent="secondary" onClick={() => setStep(1)}>
          {strings.back}
        </Button>
        <Button loading={pending} onClick={() => void confirm(code)}>
          {strings.confirm}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        !verified ? strings.verifyTitle : step === 1 ? strings.mfaSetupTitle : strings.mfaStep2
      }
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
