import { type ReactNode, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type {
  BabyDay,
  BabyLogResponse,
  BabySign,
  DayLog,
} from '../../../../core/contracts/baby-tracking-status.ts';
import type { CallerSituation } from '../../../../core/domain/warning-signs.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDeleteBabyLog } from '../../../api/baby-tracking/delete-baby-log.ts';
import { dayName } from '../../../lib/dates.ts';
import { diaperDefaults, feedingDefaults, type FormContext, sleepDefaults } from '../form-values.ts';
import { logName } from '../log-text.ts';
import { BabySigns } from './baby-signs.tsx';
import { DiaperForm } from './diaper-form.tsx';
import { EditLogDialog } from './edit-log-dialog.tsx';
import { FeedingForm } from './feeding-form.tsx';
import { LogList } from './log-list.tsx';
import { SleepForm } from './sleep-form.tsx';

export type LogTab = 'feeding' | 'diaper' | 'sleep';
const TABS: readonly [LogTab, string, string][] = [
  ['feeding', 'Feeding', 'Log a feed'],
  ['diaper', 'Nappy', 'Log a nappy'],
  ['sleep', 'Sleep', 'Log a sleep'],
];
const SAVED: Readonly<Record<LogTab, string>> = {
  feeding: 'Feed logged',
  diaper: 'Nappy logged',
  sleep: 'Sleep logged',
};

/** The spec's tabs Feeding, Diaper ('Nappy') and Sleep: each its form and the chosen day's list. */
export function LogTabs({
  tab,
  onTab,
  userId,
  babyId,
  date,
  today,
  nowTime,
  ctx,
  day,
  who,
  country,
}: {
  tab: LogTab;
  onTab: (tab: LogTab) => void;
  userId: string;
  babyId: string;
  date: string;
  today: string;
  /** Her clock now, HH:mm: a new feed or nappy starts there. */
  nowTime: () => string;
  ctx: FormContext;
  day: {
    data?: BabyDay | undefined;
    isPending: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  who: CallerSituation;
  country: string | null;
}) {
  const [editing, setEditing] = useState<DayLog | null>(null);
  const [deleting, setDeleting] = useState<DayLog | null>(null);
  const remove = useDeleteBabyLog(userId);
  const [signs, setSigns] = useState<readonly BabySign[]>([]);
  const target = { userId, babyId };
  const saved = (type: LogTab) => (res: BabyLogResponse) => {
    toast.success(SAVED[type]);
    setSigns(res.signs);
  };
  const forms: Record<LogTab, ReactNode> = {
    feeding: (
      <FeedingForm
        target={target}
        ctx={ctx}
        initial={feedingDefaults(date, nowTime())}
        fresh={() => feedingDefaults(date, nowTime())}
        onSaved={saved('feeding')}
      />
    ),
    diaper: (
      <DiaperForm
        target={target}
        ctx={ctx}
        initial={diaperDefaults(date, nowTime())}
        fresh={() => diaperDefaults(date, nowTime())}
        onSaved={saved('diaper')}
      />
    ),
    sleep: (
      <SleepForm
        target={target}
        ctx={ctx}
        initial={sleepDefaults(date)}
        fresh={() => sleepDefaults(date)}
        onSaved={saved('sleep')}
      />
    ),
  };
  return (
    <>
      <Tabs value={tab} onValueChange={(v) => onTab(v as LogTab)}>
        <TabsList aria-label="Log type">
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="text-base">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(([value, , title]) => (
          <TabsContent key={value} value={value} className="space-y-4">
            <Card>
              <CardTitle>{title}</CardTitle>
              <div className="mt-3">{forms[value]}</div>
            </Card>
            {signs.length > 0 ? <BabySigns signs={signs} who={who} country={country} /> : null}
            <Card>
              <CardTitle>Logs: {dayName(date, today)}</CardTitle>
              <div className="mt-3">
                <LogList
                  type={value}
                  date={date}
                  logs={day.data?.logs}
                  loading={day.isPending || day.isPlaceholderData}
                  error={day.isError}
                  onRetry={() => void day.refetch()}
                  unit={ctx.unit}
                  timeZone={ctx.timeZone}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              </div>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <EditLogDialog log={editing} target={target} ctx={ctx} onClose={() => setEditing(null)} />
      <ConfirmDelete
        target={deleting?.id ?? null}
        mutation={remove}
        title={deleting ? `Delete the ${logName(deleting, ctx.timeZone)}?` : ''}
        description="It is removed from the day and its counts."
        onDeleted={() => toast.success('Entry deleted')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
