import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useReauthenticate } from '../../auth/api/reauth.ts';
import { fieldErrorOf } from './field-errors.ts';

/** Asks for her password again before a sensitive action, then runs it (03-decisions.md section 14). */
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
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setPassword('');
        reauth.reset();
      }}
      title={title}
      description={description}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          reauth.mutate(
            { password },
            {
              onSuccess: () => {
                onOpenChange(false);
                setPassword('');
                onConfirmed();
              },
            },
          );
        }}
      >
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={fieldErrorOf(reauth.error, 'password', true)}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={!password || reauth.isPending}>
          {reauth.isPending ? 'Checking...' : confirmLabel}
        </Button>
      </form>
    </Dialog>
  );
}
