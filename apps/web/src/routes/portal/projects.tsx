// My Projects (001 §2, issue #8): counters, status filter, project cards; New Project for admins (?new=1 opens it,
// the shell's quick action links there) and Edit for the agency. Its parts live in features/projects.
import { can } from '@agency/shared/permissions';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { projectsQueryOptions } from '../../features/projects/api/list-projects';
import { projectsSummaryQueryOptions } from '../../features/projects/api/projects-summary';
import { ProjectFormModal } from '../../features/projects/components/project-form-modal';
import { ProjectsList } from '../../features/projects/components/projects-list';
import { ProjectsSummaryCards } from '../../features/projects/components/projects-summary-cards';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';

export const meta = () =>
  pageMeta({ title: 'My Projects', description: 'Your projects, their progress and budgets.', noIndex: true });

/** The counters and the first cards (every status, no search) start with the route's code (issue #19). */
export const clientLoader = () =>
  prefetchScreen(getQueryClient(), [projectsSummaryQueryOptions(), projectsQueryOptions(null, '')]);

export const shouldRevalidate = revalidateOnPathChange;

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const role = useSession().data?.user.role;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canCreate = can(role, 'project:create');
  const canEdit = can(role, 'project:update');
  const creating = canCreate && params.get('new') === '1';
  const editingId = params.get('edit');

  const close = () =>
    setParams(
      (current) => {
        current.delete('new');
        current.delete('edit');
        return current;
      },
      { replace: true },
    );
  const open = (key: 'new' | 'edit', value: string) =>
    setParams((current) => {
      current.set(key, value);
      return current;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Text c="dimmed" maw={720}>
            {t('page.description')}
          </Text>
        </div>
        {canCreate && (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open('new', '1')}>
            {t('page.newProject')}
          </Button>
        )}
      </Group>
      <ProjectsSummaryCards />
      <ProjectsList onEdit={canEdit ? (id) => open('edit', id) : undefined} />
      <ProjectFormModal
        opened={creating || (canEdit && editingId !== null)}
        projectId={creating ? null : editingId}
        onClose={close}
        onSaved={(id) => (creating ? navigate(`/dashboard/projects/${id}`) : close())}
      />
    </Stack>
  );
}
