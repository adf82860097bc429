import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProject } from '../api/get-project';
import { ProjectForm } from './project-form';

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
      {opened &&
        (projectId ? (
          <EditBody id={projectId} onDone={(id) => (onSaved ? onSaved(id) : onClose())} />
        ) : (
          <ProjectForm onDone={(id) => (onSaved ? onSaved(id) : onClose())} />
        ))}
    </Modal>
  );
}

function EditBody({ id, onDone }: { id: string; onDone: (id: string) => void }) {
  const project = useProject(id);
  if (!project.data) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  return <ProjectForm project={project.data} onDone={onDone} />;
}
