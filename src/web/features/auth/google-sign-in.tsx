import { useProviders } from '../../api/auth/providers.ts';
import { Button } from '../../components/ui/button.tsx';

const NOTE = {
  pending: 'Checking whether Google sign-in is available...',
  off: 'Google sign-in is not set up on this server. Please use your email and password.',
  failed: 'Google sign-in could not be checked. Please use your email and password.',
};

/**
 * "Continue with Google", usable when the server has it set up (GET /api/auth/providers). The line under it keeps
 * its place while the server is asked: the checking text and the longer note share one grid cell, so the cell is
 * as tall as the taller at any width, and the note appearing moves nothing (it had pushed the form down by two
 * lines: the signed-out page's layout shift of 0.025).
 */
export function GoogleSignIn() {
  const providers = useProviders();
  const ready = providers.data?.google === true;
  const note = providers.isPending ? 'pending' : providers.isError ? 'failed' : ready ? null : 'off';
  return (
    <div className="mb-5">
      <Button
        variant="outline"
        className="w-full"
        disabled={!ready}
        aria-describedby={note === 'pending' || note === null ? undefined : 'google-note'}
        onClick={() => {
          window.location.href = '/api/auth/google/start';
        }}
      >
        <span aria-hidden className="font-bold text-[#4285F4]">
          G
        </span>
        Continue with Google
      </Button>
      {note ? (
        <div className="mt-2 grid text-center text-sm text-muted">
          <p
            aria-hidden={note !== 'pending'}
            className={`col-start-1 row-start-1 ${note === 'pending' ? '' : 'invisible'}`}
          >
            {NOTE.pending}
          </p>
          <p
            id="google-note"
            aria-hidden={note === 'pending'}
            className={`col-start-1 row-start-1 ${note === 'pending' ? 'invisible' : ''}`}
          >
            {note === 'failed' ? NOTE.failed : NOTE.off}
          </p>
        </div>
      ) : null}
    </div>
  );
}
