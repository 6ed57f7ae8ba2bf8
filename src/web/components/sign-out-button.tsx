import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';
import { useSignOut } from '../api/auth/signout.ts';

/** Signs out (revoking the session), says so, and returns to the sign-in screen. */
export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSettled: () => {
            toast('You are signed out. See you soon.');
            void navigate('/', { replace: true });
          },
        })
      }
    >
      <LogOut aria-hidden className="h-5 w-5" /> Sign out
    </Button>
  );
}
