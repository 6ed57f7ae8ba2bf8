import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  addBagItemBodySchema,
  BAG_LABEL_MAX,
  type BagGroupId,
} from '../../../../core/contracts/birth-prep.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useAddBagItem } from '../../../api/birth-prep/add-bag-item.ts';
import { groupExample, groupTitle } from './group-labels.ts';

// The form checks with the contract's schema, in the server's plain words.
installZodMessages();
const labelSchema = addBagItemBodySchema.pick({ label: true });

/** "Add your own" at the end of a group. */
export function AddBagItemForm({ userId, group }: { userId: string; group: BagGroupId }) {
  const [added, setAdded] = useState('');
  const add = useAddBagItem(userId);
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { label: '' },
    resolver: zodResolver(labelSchema),
  });
  const error = formState.errors.label?.message;

  const onSubmit = handleSubmit(({ label }) => {
    add.mutate(
      { label, group },
      {
        onSuccess: () => {
          reset();
          setAdded(`Added ${label}`);
        },
        onError: (err) =>
          setError('label', {
            message:
              err instanceof ApiRequestError
                ? (err.body?.fields?.label ?? errorMessage(err))
                : `${errorMessage(err)} Your item was not added.`,
          }),
      },
    );
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-3 border-t border-border pt-3" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        Add your own <span className="sr-only">to {groupTitle[group]}</span>
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          {...register('label')}
          maxLength={BAG_LABEL_MAX}
          placeholder={groupExample[group]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <Button type="submit" variant="outline" disabled={add.isPending} className="shrink-0">
          <Plus aria-hidden className="h-5 w-5" />
          {add.isPending ? 'Adding...' : 'Add'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p className="sr-only" aria-live="polite">
        {added}
      </p>
    </form>
  );
}
