import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BAG_LABEL_MAX, type BagGroupId } from '../../../../core/contracts/birth-prep.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useAddBagItem } from '../../../api/birth-prep/add-bag-item.ts';
import { groupExample, groupTitle } from './group-labels.ts';

/** "Add your own" at the end of a group. */
export function AddBagItemForm({ userId, group }: { userId: string; group: BagGroupId }) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState('');
  const add = useAddBagItem(userId);
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const name = label.trim();
    if (!name) return setError('Please name the item');
    setError(undefined);
    add.mutate(
      { label: name, group },
      {
        onSuccess: () => {
          setLabel('');
          setAdded(`Added ${name}`);
        },
        onError: (err) =>
          setError(
            err instanceof ApiRequestError
              ? (err.body?.fields?.label ?? errorMessage(err))
              : `${errorMessage(err)} Your item was not added.`,
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 border-t border-border pt-3" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        Add your own <span className="sr-only">to {groupTitle[group]}</span>
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={label}
          maxLength={BAG_LABEL_MAX}
          placeholder={groupExample[group]}
          onChange={(e) => {
            setLabel(e.target.value);
            if (error) setError(undefined);
          }}
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
