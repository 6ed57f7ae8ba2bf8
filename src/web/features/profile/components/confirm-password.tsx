import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { reauthBodySchema } from '../../../../core/contracts/auth.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useReauthenticate } from '../../../api/auth/reauth.ts';
import { reportFieldErrors } from '../../../lib/field-errors.ts';
import { FormDialog } from './form-dialog.tsx';

// The form checks with the contract's schema, in the server's plain words.
installZodMessages();

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
  const reauth = useReauthenticate();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { password: '' },
    resolver: zodResolver(reauthBodySchema),
  });
  const clear = () => {
    reset();
    reauth.reset();
  };
  const submit = handleSubmit((body) =>
    reauth.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        clear();
        onConfirmed();
      },
      onError: (err) => reportFieldErrors(err, setError, ['password'], 'password'),
    }),
  );
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onReset={clear}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      pendingLabel="Checking..."
      pending={reauth.isPending}
      onSubmit={() => void submit()}
    >
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
    </FormDialog>
  );
}
