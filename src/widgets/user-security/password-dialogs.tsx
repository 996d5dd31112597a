import { useId, useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, PasswordField } from '../../ui';
import { useStrings, useWidgetApi, VerifyIdentity, type ElevatedAccess } from '../shared';
import {
  hasErrors,
  needsVerification,
  passwordErrorToFields,
  validateChangePassword,
  validateSetPassword,
  type ChangePasswordErrors,
  type SetPasswordErrors,
} from './model';
import { FormDialog } from './security-dialog-parts';
import { createUserSecurityStrings } from './strings';

const base = '/_widgets/UserProfile';

interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/**
 * Set New Password (SPEC.md §5), behind identity verification. What was typed is kept while
 * the user verifies again after the token lapsed.
 */
export function SetPasswordDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
}: PasswordDialogProps & { email: string; elevated: ElevatedAccess }) {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<SetPasswordErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateSetPassword({ password, confirm }, strings);
    if (hasErrors(invalid)) return setErrors(invalid);
    if (!elevated.check()) return;
    setErrors({});
    setPending(true);
    try {
      await client.post(`${base}/create-password`, { json: { password } });
      onDone();
    } catch (error) {
      if (needsVerification(error)) elevated.expire();
      else setErrors(passwordErrorToFields(error, 'password', strings));
    } finally {
      setPending(false);
    }
  };

  const verified = elevated.valid;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={verified ? strings.setPasswordTitle : strings.verifyTitle}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          {verified && (
            <Button type="submit" form={formId} loading={pending} disabled={!password || !confirm}>
              {strings.save}
            </Button>
          )}
        </>
      }
    >
      {verified ? (
        <form id={formId} className="us-form" noValidate onSubmit={(event) => void submit(event)}>
          {errors.form && <Callout color="danger">{errors.form}</Callout>}
          <PasswordField
            label={strings.newPassword}
            name="new-password"
            autoComplete="new-password"
            autoFocus
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={strings.confirmPassword}
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </form>
      ) : (
        <VerifyIdentity email={email} elevated={elevated} strings={strings} />
      )}
    </Dialog>
  );
}

/** Change Password (SPEC.md §5); needs the current password, not identity verification. */
export function ChangePasswordDialog({ open, onOpenChange, onDone }: PasswordDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (pending) return;
    const invalid = validateChangePassword({ current, password, confirm }, strings);
    if (hasErrors(invalid)) return setErrors(invalid);
    setErrors({});
    setPending(true);
    try {
      await client.post(`${base}/update-password`, {
        json: { currentPassword: current, newPassword: password },
      });
      onDone();
    } catch (error) {
      setErrors(passwordErrorToFields(error, 'password', strings));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.changePasswordTitle}
      pending={pending}
      onSubmit={() => void submit()}
    >
      {errors.form && <Callout color="danger">{errors.form}</Callout>}
      <PasswordField
        label={strings.currentPassword}
        name="current-password"
        autoComplete="current-password"
        autoFocus
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={strings.newPassword}
        name="new-password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={strings.confirmPassword}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
    </FormDialog>
  );
}
