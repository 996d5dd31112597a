import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, OtpInput, TextField } from '../../ui';
import {
  VerifyIdentity,
  needsVerification,
  useI18n,
  useStrings,
  type ElevatedAccess,
} from '../shared';
import {
  emailChangeFailure,
  needsNewCode,
  validateNewEmail,
  type EmailChangeFailure,
} from './email-change-model';
import { createUserProfileStrings } from './strings';
import { useSendEmailChange, useVerifyEmailChange } from './use-email-change';

export interface ChangeEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
  elevated: ElevatedAccess;
}

type Step = 'address' | 'code';

/**
 * Change e-mail address: verify identity (as for a password) → the new address → the code
 * mailed to it. Each failure shows on its field and keeps what was typed; when the elevated
 * token lapses the identity step comes back and the flow resumes where it was.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
  elevated,
}: ChangeEmailDialogProps) {
  const { emailChange: strings, verifyIdentity } = useStrings(createUserProfileStrings);
  const { locale } = useI18n();
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale.tag, { hour: 'numeric', minute: '2-digit' }),
    [locale.tag],
  );
  const formId = useId();
  const [step, setStep] = useState<Step>('address');
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<EmailChangeFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const send = useSendEmailChange();
  const verify = useVerifyEmailChange(elevated);

  // Each opening starts over.
  useEffect(() => {
    if (!open) return;
    setStep('address');
    setNewEmail('');
    setCode('');
    setFailure(null);
    setNotice(null);
  }, [open]);

  const fail = (error: unknown, at: Step) => {
    if (needsVerification(error)) return elevated.expire();
    const next = emailChangeFailure(error, at === 'address' ? 'newEmail' : 'code', strings);
    setFailure(next);
    if (next.field === 'newEmail') {
      setStep('address');
      requestAnimationFrame(() => emailRef.current?.focus());
    }
  };

  const sendCode = async (from: Step) => {
    const invalid = validateNewEmail(newEmail, currentEmail, strings);
    if (invalid) {
      setFailure({ field: 'newEmail', message: invalid });
      setStep('address');
      emailRef.current?.focus();
      return;
    }
    if (!elevated.check() || send.isPending) return;
    setFailure(null);
    setNotice(null);
    try {
      const response = await send.mutateAsync(newEmail.trim());
      setExpiresAt(response.expiresAt);
      setCode('');
      setStep('code');
      if (from === 'code') setNotice(strings.newCodeSent);
    } catch (error) {
      fail(error, from);
    }
  };

  const confirm = async (value: string) => {
    if (!elevated.check() || verify.isPending) return;
    setFailure(null);
    setNotice(null);
    try {
      await verify.mutateAsync(value);
      onOpenChange(false);
    } catch (error) {
      setCode('');
      fail(error, 'code');
    }
  };

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    void sendCode('address');
  };

  const verified = elevated.valid;
  const pending = send.isPending || verify.isPending;
  const codeFailure = failure?.field === 'code' ? failure : null;
  const expiry = expiresAt ? new Date(expiresAt) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
      title={verified ? strings.title : strings.verifyTitle}
      footer={
        <>
          <Button intent="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          {verified && step === 'address' && (
            <Button type="submit" form={formId} loading={send.isPending}>
              {strings.continue}
            </Button>
          )}
        </>
      }
    >
      {!verified ? (
        <VerifyIdentity email={currentEmail} elevated={elevated} strings={verifyIdentity} />
      ) : step === 'address' ? (
        <form id={formId} className="up-form" noValidate onSubmit={submitAddress}>
          <p className="up-step-text">{strings.addressDescription(currentEmail)}</p>
          <TextField
            ref={emailRef}
            label={strings.newEmailLabel}
            name="newEmail"
            type="email"
            autoComplete="email"
            autoFocus
            value={newEmail}
            readOnly={send.isPending}
            error={failure?.field === 'newEmail' ? failure.message : undefined}
            onChange={(event) => {
              setNewEmail(event.target.value);
              if (failure) setFailure(null);
            }}
          />
        </form>
      ) : (
        <div className="up-form" part="email-code">
          <p className="up-step-text">
            {strings.codeDescription(newEmail.trim())}
            {expiry && !Number.isNaN(expiry.getTime()) && (
              <> {strings.codeExpires(timeFormat.format(expiry))}</>
            )}
          </p>
          {notice && (
            <p className="up-step-text" role="status">
              {notice}
            </p>
          )}
          <OtpInput
            label={strings.codeLabel}
            value={code}
            onChange={(next) => {
              setCode(next);
              if (codeFailure && !needsNewCode(codeFailure, strings)) setFailure(null);
            }}
            onComplete={(value) => void confirm(value)}
            error={codeFailure?.message}
            disabled={pending}
            autoFocus
          />
          <div className="up-step-actions">
            <Button
              intent="secondary"
              size={1}
              loading={send.isPending}
              disabled={verify.isPending}
              onClick={() => void sendCode('code')}
            >
              {strings.resendCode}
            </Button>
            <Button
              intent="secondary"
              size={1}
              disabled={pending}
              onClick={() => {
                setFailure(null);
                setNotice(null);
                setStep('address');
              }}
            >
              {strings.useAnotherAddress}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
