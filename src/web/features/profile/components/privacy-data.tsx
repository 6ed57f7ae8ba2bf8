import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { PrivacyChoices } from './privacy-choices.tsx';
import { useDeleteAccount } from '../../../api/profile/delete-account.ts';
import { exportJsonUrl, exportPdfUrl } from '../../../api/profile/export-links.ts';
import { ConfirmPassword } from './confirm-password.tsx';

/**
 * Privacy and data: download everything now (JSON + PDF) and delete the account, each after re-entering the
 * password (the server refuses a download without it).
 */
export function PrivacyData({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [download, setDownload] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const del = useDeleteAccount(userId);
  const navigate = useNavigate();
  const fieldErr =
    del.error instanceof ApiRequestError
      ? (del.error.body?.fields?.password ?? errorMessage(del.error))
      : del.error
        ? errorMessage(del.error)
        : undefined;
  return (
    <Card>
      <CardTitle>Privacy and data</CardTitle>
      <p className="mt-1 text-muted">
        Your data is yours. Download all of it at any time, or delete your account.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => setDownload(exportJsonUrl(userId))}>
          <Download aria-hidden className="h-5 w-5" /> Download all my data
        </Button>
        <Button variant="outline" onClick={() => setDownload(exportPdfUrl(userId))}>
          <FileText aria-hidden className="h-5 w-5" /> Download a readable summary (PDF)
        </Button>
      </div>
      <ConfirmPassword
        open={download !== null}
        onOpenChange={(o) => {
          if (!o) setDownload(null);
        }}
        title="Download your data"
        description="Your records are private. Enter your password to confirm it is you."
        confirmLabel="Download"
        onConfirmed={() => {
          // The file comes as an attachment: the browser saves it and this page stays.
          if (download) window.location.assign(download);
          setDownload(null);
        }}
      />
      <PrivacyChoices userId={userId} />
      <Button variant="ghost" className="mt-3 text-danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-5 w-5" /> Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setPassword('');
          del.reset();
        }}
        title="Delete your account?"
        description="Everything you have stored in Zara is erased for good and you are signed out. Download your data first if you want to keep it."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            del.mutate({ password }, { onSuccess: () => void navigate('/', { replace: true }) });
          }}
        >
          <Field
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldErr}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!password || del.isPending}>
            {del.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
