import { useState } from 'react';
import type { SendVerificationResponse, VerifyResponse } from '../../../api/widgets';
import { Button, Callout, OtpInput } from '../../../ui';
import { parseExpiresAt } from './elevated-access-model';
import type { ElevatedAccess } from './use-elevated-access';
import { useWidgetApi } from '../use-widget-api';

const base = '/_widgets/UserProfile';

/** The texts of the step, from the widget that shows it. */
export interface VerifyIdentityStrings {
  verifyDescription: (email: string) => string;
  codeSent: (email: string) => string;
  sendCode: string;
  resendCode: string;
  invalidCode: string;
  tokenExpired: string;
}

/** The step's English texts (SPEC.md §2 "Identity verification", §8). */
export const verifyIdentityStrings: VerifyIdentityStrings = {
  verifyDescription: (email) =>
    `To continue, we will send a verification code to ${email || 'your e-mail address'}.`,
  codeSent: (email) => `Enter the 6-digit code we sent to ${email || 'your e-mail'}.`,
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  invalidCode: 'Invalid code, please try again.',
  tokenExpired: 'Your verification token has expired',
};

export interface VerifyIdentityProps {
  email: string;
  elevated: ElevatedAccess;
  /** The step's texts; default `verifyIdentityStrings`. */
  strings?: VerifyIdentityStrings;
}

/** 'Verify your identity': send a code to the user's e-mail, then the 6-digit step. */
export function VerifyIdentity({
  email,
  elevated,
  strings = verifyIdentityStrings,
}: VerifyIdentityProps) {
  const client = useWidgetApi();
  const [challenge, setChallenge] = useState<string | undefined>(undefined);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const send = async () => {
    setPending(true);
    setError(undefined);
    try {
      const response = await client.post<SendVerificationResponse>(`${base}/send-verification`);
      setChallenge(response.authenticationChallenge);
      setCode('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  const verify = async (value: string) => {
    if (!challenge || pending) return;
    setPending(true);
    setError(undefined);
    try {
      const response = await client.post<VerifyResponse>(`${base}/verify`, {
        json: { code: value, authenticationChallengeId: challenge },
      });
      elevated.grant(response.elevatedAccessToken, parseExpiresAt(response.expiresAt));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(/invalid code/i.test(message) ? strings.invalidCode : message);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="us-verify" part="verify">
      {elevated.lapsed && <Callout color="warning">{strings.tokenExpired}</Callout>}
      {challenge === undefined ? (
        <>
          <p>{strings.verifyDescription(email)}</p>
          {error && <Callout color="danger">{error}</Callout>}
          <div className="us-actions">
            <Button onClick={() => void send()} loading={pending}>
              {strings.sendCode}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{strings.codeSent(email)}</p>
          <OtpInput
            value={code}
            onChange={(next) => {
              setCode(next);
              if (error) setError(undefined);
            }}
            onComplete={(value) => void verify(value)}
            error={error}
            disabled={pending}
            autoFocus
          />
          <div className="us-actions">
            <Button intent="secondary" onClick={() => void send()} disabled={pending}>
              {strings.resendCode}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
