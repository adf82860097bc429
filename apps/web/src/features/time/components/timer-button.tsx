import type { Role } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import { ActionIcon, Button } from '@mantine/core';
import { IconClockPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { preloadOnIntent } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useTimer } from '../api/get-timer';
import { useStopTimer } from '../api/timer-actions';
import { elapsedLabel } from '../week';

// The start form (a popover with two Selects) loads on the first click: every portal screen draws the header, and
// Select brings Combobox and floating-ui, about 40 KiB gzipped the first screen does not need (issue #19's budget).
const loadStartTimer = () => import('./start-timer');
const StartTimerForm = lazy(() => loadStartTimer().then((module) => ({ default: module.StartTimer })));

/** The time since `startedAt`, ticking every second while shown. */
function Elapsed({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(tick);
  }, []);
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{elapsedLabel(startedAt, now)}</span>;
}

/**
 * The header's timer (issue #20): the running timer as the server has it, so a reload or a second tab shows the same
 * one (the live `time.updated` event refetches it there), with its elapsed time and Stop; otherwise Start, which asks
 * for a project, an optional task and a note. Only for those who track time.
 */
export function TimerButton({ role }: { role: Role }) {
  const allowed = can(role, 'time:track');
  const { t } = useTranslation('shell');
  const timer = useTimer(allowed);
  const stop = useStopTimer();
  if (!allowed) return null;
  const running = timer.data?.timer ?? null;
  if (running?.startedAt) {
    return (
      <DeferredTooltip label={t('timer.runningOn', { project: running.projectName })}>
        <Button
          color="red"
          variant="light"
          size="compact-md"
          leftSection={<IconPlayerStopFilled size={14} aria-hidden="true" />}
          loading={stop.isPending}
          aria-label={t('timer.stopLabel', { project: running.projectName })}
          data-testid="header-timer"
          onClick={() =>
            stop.mutate(undefined, {
              onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('timer.failed')) }),
            })
          }
        >
          <Elapsed startedAt={running.startedAt} />
        </Button>
      </DeferredTooltip>
    );
  }
  return <StartTimer />;
}

/** Start: a plain button until first clicked, then the popover form (opened at once) in its place. */
function StartTimer() {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('timer.start')}
      data-testid="header-timer"
      onClick={() => setWanted(true)}
      {...preloadOnIntent(loadStartTimer)}
    >
      <IconClockPlay size={20} aria-hidden="true" />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <StartTimerForm />
    </Suspense>
  );
}
