import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useProject } from '../api/get-project';

// Its form (zod, through lib/form) loads when it opens, not with the page (issue #19, ADR 0011).
const ProjectForm = lazy(() => import('./project-form').then((module) => ({ default: module.ProjectForm })));

/** New Project, or Edit of `projectId` (its full record loaded first: the list carries no description). */
export function ProjectFormModal({
  opened,
  projectId,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** null: a new project. */
  projectId: string | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation(['projects', 'common']);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={projectId ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && (
        <Suspense fallback={<Waiting />}>
          {projectId ? (
            <EditBody id={projectId} onDone={(id) => (onSaved ? onSaved(id) : onClose())} />
          ) : (
            <ProjectForm onDone={(id) => (onSaved ? onSaved(id) : onClose())} />
          )}
        </Suspense>
      )}
    </Modal>
  );
}

function EditBody({ id, onDone }: { id: string; onDone: (id: string) => void }) {
  const project = useProject(id);
  if (!project.data) return <Waiting />;
  return <ProjectForm project={project.data} onDone={onDone} />;
}

function Waiting() {
  return (
    <Center py="lg">
      <Loader size="sm" />
    </Center>
  );
}
