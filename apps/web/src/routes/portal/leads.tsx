// The portal's Leads screen (issue #4): the route module; its parts live in features/leads. Registered in routes.ts
// inside the portal layout as /dashboard/leads.
import { can } from '@agency/shared/permissions';
import { Tabs } from '@mantine/core';
import { IconInbox, IconMailHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { leadsQueryOptions } from '../../features/leads/api/list-leads';
import { LeadsList } from '../../features/leads/components/leads-list';
import { SubscribersTable } from '../../features/leads/components/subscribers-table';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

const TITLE = 'Leads';
const DESCRIPTION =
  'Project inquiries from the website, newest first. Reply by e-mail, then mark each one handled so the team knows.';

/** The first page of new inquiries (the list's first filter). */
export const clientLoader = () => prefetchScreen(getQueryClient(), [leadsQueryOptions('new')]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function LeadsPage() {
  const role = useSession().data?.user.role;
  const showSubscribers = can(role, 'subscriber:read');
  const { t } = useTranslation('leads');

  return (
    <PortalPage title={t('page.title')} description={t('page.description')}>
      <Tabs defaultValue="inquiries" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="inquiries" leftSection={<IconInbox size={16} aria-hidden="true" />}>
            {t('page.inquiries')}
          </Tabs.Tab>
          {showSubscribers && (
            <Tabs.Tab value="subscribers" leftSection={<IconMailHeart size={16} aria-hidden="true" />}>
              {t('page.subscribers')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="inquiries">
          <LeadsList canUpdate={can(role, 'lead:update')} canConvert={can(role, 'client:manage')} />
        </Tabs.Panel>
        {showSubscribers && (
          <Tabs.Panel value="subscribers">
            <SubscribersTable />
          </Tabs.Panel>
        )}
      </Tabs>
    </PortalPage>
  );
}
