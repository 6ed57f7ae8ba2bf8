import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { changeEmailBodySchema, changePasswordFormSchema } from '../../../../core/contracts/auth.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useChangeEmail } from '../../../api/auth/change-email.ts';
import { useChangePassword } from '../../../api/auth/change-password.ts';
import { reportFieldErrors } from '../../../lib/field-errors.ts';
import { FormDialog } from './form-dialog.tsx';

// The forms check with the contract's schemas, in the server's plain words.
installZodMessages();

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
  const change = useChangeEmail();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(changeEmailBodySchema),
  });
  const errors = formState.errors;
  const clear = () => {
    reset();
    change.reset();
  };
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success('Email changed', { description: 'Sign in with your new email from now on.' });
        onClose();
        clear();
      },
      onError: (err) => reportFieldErrors(err, setError, ['email', 'password'], 'password'),
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onReset={clear}
      title="Change your email"
      description="You will sign in with the new email from now on."
      submitLabel="Change email"
      pendingLabel="Saving..."
      pending={change.isPending}
      onSubmit={() => void submit()}
    >
      <Field
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </FormDialog>
  );
}

function ChangePassword({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: zodResolver(changePasswordFormSchema),
  });
  const errors = formState.errors;
  const clear = () => {
    reset();
    change.reset();
  };
  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'Your other devices have been signed out.' });
          onClose();
          clear();
        },
        onError: (err) =>
          reportFieldErrors(err, setError, ['currentPassword', 'newPassword'], 'currentPassword'),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onReset={clear}
      title="Change your password"
      description="At least 8 characters; a few unrelated words are easy to remember and hard to guess. Your other devices will be signed out."
      submitLabel="Change password"
      pendingLabel="Saving..."
      pending={change.isPending}
      onSubmit={() => void submit()}
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </FormDialog>
  );
}
