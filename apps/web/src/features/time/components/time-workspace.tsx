import type { Role } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import { Badge, Tabs } from '@mantine/core';
import { IconCalendarWeek, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { today } from '../../../lib/today';
import { useSubmittedWeeks } from '../api/timesheets';
import { weekFromParam } from '../week';
import { ApprovalsPanel } from './approvals-panel';
import { WeekView } from './week-view';

/** The Time screen: the caller's week (`?week=`), and for admins the approvals (`?tab=approvals`, `?review=`). */
export function TimeWorkspace({ role }: { role: Role }) {
  const { t } = useTranslation('time');
  const [params, setParams] = useSearchParams();
  const approver = can(role, 'timesheet:approve');
  const review = params.get('review');
  const tab = approver && (params.get('tab') === 'approvals' || review) ? 'approvals' : 'week';
  const weekStart = weekFromParam(params.get('week'), today());
  const waiting = useSubmittedWeeks(approver).data?.items.length ?? 0;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const week = <WeekView weekStart={weekStart} onWeekChange={(value) => update({ week: value })} />;
  if (!approver) return week;
  return (
    <Tabs
      value={tab}
      onChange={(value) => update({ tab: value === 'approvals' ? 'approvals' : null, review: null })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="week" leftSection={<IconCalendarWeek size={16} aria-hidden="true" />}>
          {t('tabs.myWeek')}
        </Tabs.Tab>
        <Tabs.Tab
          value="approvals"
          leftSection={<IconChecks size={16} aria-hidden="true" />}
          rightSection={
            waiting > 0 ? (
              <Badge size="sm" circle>
                {waiting}
              </Badge>
            ) : null
          }
        >
          {t('tabs.approvals')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="week">{week}</Tabs.Panel>
      <Tabs.Panel value="approvals">
        {/* Keyed by the week asked for, so a search result for another week opens it here too. */}
        <ApprovalsPanel key={review ?? ''} initialReview={review} />
      </Tabs.Panel>
    </Tabs>
  );
}
