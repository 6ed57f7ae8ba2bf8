import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useChangeEmail } from '../../../api/auth/change-email.ts';
import { useChangePassword } from '../../../api/auth/change-password.ts';
import { fieldErrorOf } from './field-errors.ts';
import { FormDialog } from './form-dialog.tsx';

/** Her sign-in email and password, each changed only with her current password (docs/product.md, "Profile"). */
export function SignInDetails({ email }: { email: string }) {
  const [open, setOpen] = useState<'email' | 'password' | null>(null);
  const close = () => setOpen(null);
  return (
    <Card>
      <CardTitle>Sign-in details</CardTitle>
      <p className="mt-1 text-muted">
        You sign in as <span className="break-all text-fg">{email}</span>.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => setOpen('email')}>
          <Mail aria-hidden className="h-5 w-5" /> Change email
        </Button>
        <Button variant="outline" onClick={() => setOpen('password')}>
          <KeyRound aria-hidden className="h-5 w-5" /> Change password
        </Button>
      </div>
      <ChangeEmail open={open === 'email'} onClose={close} />
      <ChangePassword open={open === 'password'} onClose={close} />
    </Card>
  );
}

function ChangeEmail({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useChangeEmail();
  const reset = () => {
    setEmail('');
    setPassword('');
    change.reset();
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onReset={reset}
      title="Change your email"
      description="You will sign in with the new email from now on."
      submitLabel="Change email"
      pendingLabel="Saving..."
      pending={change.isPending}
      canSubmit={Boolean(email && password)}
      onSubmit={() =>
        change.mutate(
          { email, password },
          {
            onSuccess: () => {
              toast.success('Email changed', { description: 'Sign in with your new email from now on.' });
              onClose();
              reset();
            },
          },
        )
      }
    >
      <Field
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        error={fieldErrorOf(change.error, 'email')}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrorOf(change.error, 'password', true)}
        onChange={(e) => setPassword(e.target.value)}
      />
    </FormDialog>
  );
}

function ChangePassword({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useChangePassword();
  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    change.reset();
  };
  const mismatch = confirm.length > 0 && confirm !== next ? 'Passwords do not match' : undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onReset={reset}
      title="Change your password"
      description="At least 8 characters; a few unrelated words are easy to remember and hard to guess. Your other devices will be signed out."
      submitLabel="Change password"
      pendingLabel="Saving..."
      pending={change.isPending}
      canSubmit={Boolean(current && next && confirm)}
      onSubmit={() => {
        if (mismatch) return;
        change.mutate(
          { currentPassword: current, newPassword: next },
          {
            onSuccess: () => {
              toast.success('Password changed', { description: 'Your other devices have been signed out.' });
              onClose();
              reset();
            },
          },
        );
      }}
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={fieldErrorOf(change.error, 'currentPassword', true)}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        error={fieldErrorOf(change.error, 'newPassword')}
        onChange={(e) => setNext(e.target.value)}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={mismatch}
        onChange={(e) => setConfirm(e.target.value)}
      />
    </FormDialog>
  );
}
