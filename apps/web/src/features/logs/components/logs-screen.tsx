import type { LogKind } from '@agency/shared/logs-values';
import { can } from '@agency/shared/permissions';
import { Alert, Tabs } from '@mantine/core';
import { IconActivity, IconLock, IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useUrlState } from '../../../lib/url-state';
import { LogsPanel } from './logs-panel';

/**
 * The Logs screen (001 §2, D20): System Logs, every record of the product, for admins; Activity Logs for everyone,
 * within their own scope (the API decides it). Only the open tab is mounted, so only it reads and polls.
 */
export function LogsScreen() {
  const { t } = useTranslation('logs');
  const role = useSession().data?.user.role;
  const tabs: LogKind[] = can(role, 'audit-log:read') ? ['system', 'activity'] : ['activity'];
  const [params, update] = useUrlState();
  const requested = params.get('tab') as LogKind | null;
  const tab = requested && tabs.includes(requested) ? requested : tabs[0]!;
  // 001 §6: System Logs are admin only; a link to them shows the refusal above the caller's own activity.
  const refused = requested === 'system' && !tabs.includes('system');

  return (
    <>
      {refused && (
        <Alert color="red" mb="md" icon={<IconLock size={18} aria-hidden="true" />} title={t('denied.title')}>
          {t('denied.text')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => update({ tab: value }, true)} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((kind) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              leftSection={
                kind === 'system' ? (
                  <IconServer size={16} aria-hidden="true" />
                ) : (
                  <IconActivity size={16} aria-hidden="true" />
                )
              }
            >
              {t(`tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <LogsPanel kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
