import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useReauthenticate } from '../../../api/auth/reauth.ts';
import { fieldErrorOf } from './field-errors.ts';
import { FormDialog } from './form-dialog.tsx';

/** Asks for her password again before a sensitive action, then runs it (docs/product.md, "Sessions"). */
export function ConfirmPassword({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirmed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirmed: () => void;
}) {
  const [password, setPassword] = useState('');
  const reauth = useReauthenticate();
  const reset = () => {
    setPassword('');
    reauth.reset();
  };
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onReset={reset}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      pendingLabel="Checking..."
      pending={reauth.isPending}
      canSubmit={Boolean(password)}
      onSubmit={() =>
        reauth.mutate(
          { password },
          {
            onSuccess: () => {
              onOpenChange(false);
              reset();
              onConfirmed();
            },
          },
        )
      }
    >
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrorOf(reauth.error, 'password', true)}
        onChange={(e) => setPassword(e.target.value)}
      />
    </FormDialog>
  );
}
