import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import type { RecoveryFlag } from '../../../core/domain/recovery-flags.ts';
import { RECOVERY_LOG_TYPES, type RecoveryLogType } from '../../../core/domain/recovery-log.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import { callerSituation } from '../../components/safety/caller-situation.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { DateStepper } from '../../components/ui/date-stepper.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useDeleteRecoveryLog } from '../../api/recovery/delete-recovery-log.ts';
import { recoveryDayOptions, useRecoveryDay } from '../../api/recovery/recovery-day.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { deviceTimeZone, localToday, useLocalTime } from '../../lib/local-time.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { dayName, formatInstantTime } from '../../lib/dates.ts';
import { WaitingList } from '../../components/offline/waiting-list.tsx';
import { KeptAlert } from './components/kept-alert.tsx';
import { HealthAlertsPanel } from './components/health-alerts-panel.tsx';
import { MemoUpload } from './components/memo-upload.tsx';
import { RecoveryForm } from './components/recovery-form.tsx';
import { RecoveryList } from './components/recovery-list.tsx';
import { TYPE_LABEL } from './recovery-text.ts';
import { recoveryDefaults, recoveryValuesOf } from './recovery-values.ts';

const isType = (v: string | null): v is RecoveryLogType => RECOVERY_LOG_TYPES.includes(v as RecoveryLogType);

/** Today's recovery log, asked for before the frame is drawn (app/early-requests.ts); another day is left to the page. */
export const prefetchData: PrefetchData = (queryClient, { userId, status, search }) => {
  if (!search.has('date'))
    void queryClient.prefetchQuery(recoveryDayOptions(userId, localToday(status.profile.timeZone)));
};

/**
 * The Mom Recovery Tracker (docs/product.md, "Recovery tracker"; /post-birth/recovery): the chosen day (in the URL,
 * today by default), the red 'Health Alerts Today' panel, and the tabs Bleeding, Pain, Medication, Nutrition and
 * Mental Health, each with its form and the day's entries.
 */
export function RecoveryPage() {
  const userId = useUserId();
  const profile = useMyProfileStatus();
  const timeZone = profile.data?.profile.timeZone ?? deviceTimeZone();
  const { today } = useLocalTime(profile.data?.profile.timeZone);
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const tab = isType(params.get('tab')) ? (params.get('tab') as RecoveryLogType) : 'bleeding';
  const day = useRecoveryDay(userId, date > today ? today : date);
  const country = useEmergencyCountry().data ?? null;
  const [editing, setEditing] = useState<RecoveryLog | null>(null);
  const [deleting, setDeleting] = useState<RecoveryLog | null>(null);
  const remove = useDeleteRecoveryLog(userId);
  const [memo, setMemo] = useState<{ logId: string; blob: Blob } | null>(null);
  const [flagged, setFlagged] = useState<RecoveryLog | null>(null);
  // A flagged entry kept on her phone (no signal): its alert, from the same rule, shown until she logs again.
  const [keptFlag, setKeptFlag] = useState<(RecoveryFlag & { logType: RecoveryLogType }) | null>(null);
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value === null) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );

  if (profile.isPending) return <Loading label="Loading your profile..." />;
  if (profile.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void profile.refetch()} />;
  const who = callerSituation(profile.data);
  const nowTime = () => localDateTimeIn(timeZone).time;
  const saved = (log: RecoveryLog, blob: Blob | null) => {
    if (blob) setMemo({ logId: log.id, blob });
    setKeptFlag(null);
    setFlagged(log.redFlag ? log : null);
    if (log.redFlag) toast.warning('Saved with a health alert');
    else toast.success('Saved');
  };
  const data = day.isPlaceholderData ? undefined : day.data;
  const common = { userId, today, timeZone, country, lastDoses: data?.lastDoses ?? [] };

  return (
    <div className="space-y-5">
      <DateStepper
        value={date}
        today={today}
        min={profile.data.profile.birthDate ?? undefined}
        onChange={(d) => set('date', d === today ? null : d)}
      />
      {data ? <HealthAlertsPanel day={data} who={who} country={country} /> : null}
      <Tabs value={tab} onValueChange={(v) => set('tab', v === 'bleeding' ? null : v)}>
        {/* Five tabs do not fit one row at 320 px: they wrap rather than hide off the edge. */}
        <TabsList aria-label="Recovery log type" className="flex-wrap">
          {RECOVERY_LOG_TYPES.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TYPE_LABEL[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {RECOVERY_LOG_TYPES.map((t) => (
          <TabsContent key={t} value={t} className="space-y-4">
            <Card>
              <CardTitle>{TYPE_LABEL[t]}</CardTitle>
              <div className="mt-3">
                <RecoveryForm
                  key={`${t}-${date}`}
                  type={t}
                  {...common}
                  initial={recoveryDefaults(date, nowTime())}
                  fresh={() => recoveryDefaults(date, nowTime())}
                  onSaved={saved}
                  onKept={(flag) => {
                    setFlagged(null);
                    setKeptFlag(flag.redFlag ? { ...flag, logType: t } : null);
                    toast.success('Kept on your phone: it will be sent when you are back online');
                  }}
                />
              </div>
            </Card>
            {memo ? <MemoUpload userId={userId} pending={memo} onDone={() => setMemo(null)} /> : null}
            {flagged && flagged.logType === t ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-2xl border-2 border-danger bg-danger-soft p-4 font-medium"
              >
                <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
                <span>
                  Saved with an alert: {flagged.redFlagReason}.{' '}
                  <a href="#health-alerts" className="font-semibold text-danger underline underline-offset-2">
                    See Health Alerts Today
                  </a>
                </span>
              </p>
            ) : null}
            {keptFlag && keptFlag.logType === t ? (
              <KeptAlert flag={keptFlag} who={who} country={country} />
            ) : null}
            <Card>
              <CardTitle>Logs: {dayName(date, today)}</CardTitle>
              <div className="mt-3 space-y-3">
                <WaitingList endpoint="POST /api/maternal-recovery" userId={userId} />
                <RecoveryList
                  type={t}
                  date={date}
                  logs={data?.logs}
                  loading={day.isPending || day.isPlaceholderData}
                  error={day.isError}
                  onRetry={() => void day.refetch()}
                  timeZone={timeZone}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              </div>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => (o ? null : setEditing(null))}
        title={editing ? `Edit ${TYPE_LABEL[editing.logType].toLowerCase()} entry` : ''}
      >
        {editing ? (
          <RecoveryForm
            type={editing.logType}
            {...common}
            initial={recoveryValuesOf(editing, timeZone)}
            editing={editing}
            onSaved={(log, blob) => {
              saved(log, blob);
              setEditing(null);
            }}
          />
        ) : null}
        <Button variant="ghost" className="mt-2 w-full" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </Dialog>
      <ConfirmDelete
        target={deleting?.id ?? null}
        mutation={remove}
        title={
          deleting
            ? `Delete the ${TYPE_LABEL[deleting.logType].toLowerCase()} entry at ${formatInstantTime(deleting.loggedAt, { timeZone })}?`
            : ''
        }
        description={
          deleting?.voiceMemo ? 'Its voice memo is deleted with it.' : 'It is removed from the day.'
        }
        onDeleted={() => toast.success('Entry deleted')}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
