// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { ConfirmDelete, type DeleteMutation } from './confirm-delete.tsx';

afterEach(cleanup);

function mutation(over: Partial<DeleteMutation<string>> = {}): DeleteMutation<string> {
  return { mutate: vi.fn(), reset: vi.fn(), isPending: false, error: null, ...over };
}

const props = { title: 'Delete the feed at 03:10?', description: 'It is removed from the day.' };

describe('ConfirmDelete', () => {
  it('is closed without a target', () => {
    render(<ConfirmDelete {...props} target={null} mutation={mutation()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the target, then tells the caller and closes, forgetting the mutation', async () => {
    const m = mutation({ mutate: vi.fn((_id, o: { onSuccess: () => void }) => o.onSuccess()) });
    const onDeleted = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDelete {...props} target="log-1" mutation={m} onDeleted={onDeleted} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: props.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(m.mutate).toHaveBeenCalledWith('log-1', expect.anything());
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(m.reset).toHaveBeenCalledOnce();
  });

  it('"Keep it" closes without deleting', async () => {
    const m = mutation();
    const onClose = vi.fn();
    render(<ConfirmDelete {...props} target="log-1" mutation={m} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(m.mutate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
    expect(m.reset).toHaveBeenCalledOnce();
  });

  it("shows a failure in the server's words and lets her try again", () => {
    const error = new ApiRequestError(404, '404', {
      message: 'We could not find that log. It may have been deleted.',
      code: 'not_found',
    });
    render(<ConfirmDelete {...props} target="log-1" mutation={mutation({ error })} onClose={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not find that log. It may have been deleted.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });

  it('says what it is doing while it works, with its own words', () => {
    render(
      <ConfirmDelete
        {...props}
        target="t-1"
        mutation={mutation({ isPending: true })}
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        onClose={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Discarding...' });
    expect(button).toHaveProperty('disabled', true);
  });
});
