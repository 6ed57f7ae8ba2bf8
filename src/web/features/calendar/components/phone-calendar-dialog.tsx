import { Copy, Download, Link2Off, Smartphone } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  icsDownloadPath,
  useCreateSubscription,
  useRevokeSubscription,
  useSubscriptionStatus,
} from '../../../api/calendar/subscription.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Add to my phone's calendar": makes her private subscription link (her phone's calendar app then keeps itself
 * up to date), copies it, explains where to paste it, and offers a one-off .ics download instead.
 */
export function PhoneCalendarDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const status = useSubscriptionStatus(userId);
  const create = useCreateSubscription(userId);
  const revoke = useRevokeSubscription(userId);
  const [url, setUrl] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);
  const inputId = useId();
  const { mutate } = create;

  const makeLink = () => {
    setCopied(false);
    mutate(undefined, {
      onSuccess: (res) => {
        setUrl(res);
        void copy(res.url).then(setCopied);
      },
    });
  };
  const active = status.data?.active ?? false;
  const statusKnown = status.isSuccess;

  // One tap: opening the dialog makes the link and copies it, unless she already has one (a new link would stop
  // the old one, which her phone may be using: only the hash is stored, so it cannot be shown again).
  const startOnce = useEffectEvent(() => {
    if (started.current) return;
    started.current = true;
    if (!active) makeLink();
  });
  useEffect(() => {
    if (!open) started.current = false;
    else if (statusKnown) startOnce();
  }, [open, statusKnown]);

  async function copyAgain() {
    if (!url) return;
    const ok = await copy(url.url);
    setCopied(ok);
    if (ok) toast.success('Link copied', { description: 'Paste it into your calendar app to subscribe.' });
  }

  function turnOff() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success('Calendar link turned off', {
          description: 'Calendars using the old link will stop updating.',
        });
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to my phone's calendar"
      description="Your appointments and reminders, in the calendar app you already use."
    >
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Zara makes a private link to your calendar and copies it.</li>
          <li>
            iPhone: Settings, Calendar, Accounts, Add Account, Other, <strong>Add Subscribed Calendar</strong>
            , and paste it.
          </li>
          <li>
            Google Calendar (on a computer): Other calendars, <strong>From URL</strong>, and paste it. It then
            shows on your Android phone too.
          </li>
          <li>
            Zara asks your calendar app to check the link for changes every hour (some apps check less often).
          </li>
        </ol>
        {active && !url ? (
          <div className="space-y-2 rounded-xl bg-surface-2 p-3 text-sm">
            <p>Your calendar link is already on. For your privacy it is shown only once.</p>
            <p>Need it again? Make a new link: the old one stops working, so update it on your phone too.</p>
            <Button variant="outline" onClick={makeLink} disabled={create.isPending}>
              Make a new link
            </Button>
          </div>
        ) : null}
        {create.isPending ? <p className="text-sm text-muted">Making your private link...</p> : null}
        {create.isError ? <FieldError message={errorMessage(create.error)} /> : null}
        {url ? (
          <div className="space-y-2">
            <label htmlFor={inputId} className="block text-sm font-medium">
              Your private calendar link
            </label>
            <input
              id={inputId}
              readOnly
              value={url.url}
              className={inputClass}
              onFocus={(e) => e.target.select()}
              data-testid="subscription-url"
            />
            <p className="text-sm text-muted" role="status">
              {copied ? 'Copied. ' : ''}Keep it to yourself: anyone with this link can see your calendar. You
              can turn it off at any time.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copyAgain()}>
                <Copy aria-hidden className="h-4 w-4" />
                Copy link
              </Button>
              <a href={url.webcalUrl} className={buttonClass('outline')}>
                <Smartphone aria-hidden className="h-4 w-4" />
                Open in calendar app
              </a>
            </div>
          </div>
        ) : null}
        <div className="border-t border-border pt-4">
          <p className="text-sm text-muted">
            Prefer a one-off copy? Download a file your calendar app can import (it will not update itself).
          </p>
          <a
            href={icsDownloadPath(userId)}
            download="zara-calendar.ics"
            className={buttonClass('outline', 'md', 'mt-2')}
          >
            <Download aria-hidden className="h-4 w-4" />
            Download .ics file
          </a>
        </div>
        {active || url ? (
          <Button variant="ghost" onClick={turnOff} disabled={revoke.isPending} className="w-full">
            <Link2Off aria-hidden className="h-4 w-4" />
            Turn off my calendar link
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
