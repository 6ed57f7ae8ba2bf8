/**
 * Saving a baby log from any of the tracker's forms (docs/product.md, "Baby tracker"): a new log for the baby on
 * screen (POST) or a corrected one (PATCH); an overlap with another feed or sleep (409 `overlap`) is a warning that
 * names the other entry and lets her save anyway; the server's field messages go beside the fields, anything else
 * beside the save button.
 */
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { BabySign } from '../../../core/contracts/baby-tracking-status.ts';
import type { Conflict } from '../../../core/contracts/errors.ts';
import { useLogBaby } from '../../api/baby-tracking/log-baby.ts';
import { useUpdateBabyLog } from '../../api/baby-tracking/update-baby-log.ts';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import type { FormContext, LogBody } from './form-values.ts';
import { formFieldOf, logResolver } from './log-resolver.ts';

export interface LogTarget {
  userId: string;
  /** The baby on screen (a new log). */
  babyId: string | undefined;
  /** The log being corrected. */
  logId?: string | undefined;
}

/** What each tracker form is given by the screen. */
export interface LogFormProps<T extends FieldValues> {
  target: LogTarget;
  ctx: FormContext;
  initial: DefaultValues<T>;
  /** The values the form starts again from after a new log is saved. */
  fresh?: () => T;
  /** Correcting a saved log: its date shows and the button says so. */
  editing?: boolean;
  onSaved: (saved: LogSaved) => void;
}

/** A log saved, or (`waiting`) kept on her phone until there is a signal; the warning signs it shows either way. */
export interface LogSaved {
  waiting: boolean;
  signs: readonly BabySign[];
}

/** A tracker form's state, checked by the contract's schema on the body it will send, and its save. */
export function useLogForm<T extends FieldValues>(
  { target, ctx, initial, fresh, onSaved }: LogFormProps<T>,
  bodyOf: (values: T, ctx: FormContext) => LogBody,
) {
  const toBody = (values: T) => bodyOf(values, ctx);
  const form = useForm<T>({ defaultValues: initial, resolver: logResolver(toBody) });
  const submit = useLogSubmit(form, toBody, target, ctx.timeZone, (saved) => {
    if (fresh) form.reset(fresh());
    onSaved(saved);
  });
  return { form, submit };
}

export type LogSubmit = ReturnType<typeof useLogSubmit>;

export function useLogSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  toBody: (values: T) => LogBody,
  target: LogTarget,
  timeZone: string,
  onSaved: (saved: LogSaved) => void,
) {
  // A new log goes through her phone's queue (it waits for a signal); a correction needs one.
  const create = useLogBaby(target.userId, timeZone);
  const update = useUpdateBabyLog(target.userId);
  const [overlap, setOverlap] = useState<{ conflict: Conflict; body: LogBody } | null>(null);

  const send = async (body: LogBody, confirmOverlap: boolean): Promise<LogSaved> => {
    if (target.logId) {
      // The type of a log cannot change (delete and log again), so an edit does not send it.
      const { logType, ...fields } = body;
      void logType;
      const res = await update.mutateAsync({ logId: target.logId, ...fields, confirmOverlap });
      return { waiting: false, signs: res.signs };
    }
    return create.mutateAsync({
      ...body,
      ...(target.babyId ? { babyId: target.babyId } : {}),
      ...(confirmOverlap ? { confirmOverlap } : {}),
    });
  };

  const save = async (body: LogBody, confirmOverlap = false) => {
    try {
      const res = await send(body, confirmOverlap);
      setOverlap(null);
      onSaved(res);
    } catch (err) {
      const conflict = err instanceof ApiRequestError ? err.body?.conflict : undefined;
      if (err instanceof ApiRequestError && err.status === 409 && err.body?.code === 'overlap' && conflict) {
        setOverlap({ conflict, body });
        return;
      }
      setOverlap(null);
      const named = err instanceof ApiRequestError ? (err.body?.fields ?? {}) : {};
      const values = form.getValues();
      let placed = false;
      for (const [field, message] of Object.entries(named)) {
        const at = formFieldOf(field);
        if (at in values) {
          form.setError(at as Path<T>, { message });
          placed = true;
        }
      }
      if (!placed) form.setError('root', { message: errorMessage(err) });
    }
  };

  return {
    onSubmit: form.handleSubmit((values) => save(toBody(values))),
    pending: create.isPending || update.isPending,
    overlap: overlap?.conflict ?? null,
    saveAnyway: () => (overlap ? save(overlap.body, true) : Promise.resolve()),
    dismissOverlap: () => setOverlap(null),
  };
}
