import type { TemplateOnWire } from '@agency/shared/automations';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import type catalogue from '../../../locales/en/automations.json';
import { useDeleteTemplate } from '../api/automations';
import { stepPreview } from './step-preview';
import { UseTemplateModal } from './use-template-modal';

type BuiltInKey = keyof typeof catalogue.builtIn;

interface TemplateCardProps {
  template: TemplateOnWire;
  /** Given to an admin for their own templates: built-in ones are the product's and stay as they are. */
  onEdit?: () => void;
}

/**
 * A template card (001 §2): name, category, description, the first 3 steps and "+N more steps...", Use Template;
 * an admin's own templates also Edit and Delete (after a confirmation).
 */
export function TemplateCard({ template, onEdit }: TemplateCardProps) {
  const { t } = useTranslation('automations');
  const [using, setUsing] = useState(false);
  const remove = useDeleteTemplate();
  const preview = stepPreview(template.steps);
  // The built-in templates' words are the catalogue's; an admin's are theirs, as written.
  const name = template.builtIn ? t(`builtIn.${template.id as BuiltInKey}.name`) : template.name;
  const description = template.builtIn ? t(`builtIn.${template.id as BuiltInKey}.description`) : template.description;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.text', { name })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      // The promise, not mutate's callbacks: those are dropped once this card has gone with its template, and the
      // list's refetch could take it away before they ran (the "deleted" message then never showed).
      onConfirm: () =>
        remove.mutateAsync(template.id).then(
          () => notifications.show({ color: 'green', message: t('delete.done', { name }) }),
          (error) => notifications.show({ color: 'red', message: errorMessage(error, t('delete.error')) }),
        ),
    });

  return (
    <Card withBorder padding="lg" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Badge variant="light">{t(`category.${template.category}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <List size="sm" type="ordered">
          {preview.shown.map((title, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the template
            <List.Item key={index}>
              {title} · {t('days', { count: template.steps[index]!.durationDays })}
            </List.Item>
          ))}
        </List>
        {preview.more > 0 && (
          <Text size="xs" c="dimmed">
            {t('moreSteps', { count: preview.more })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {onEdit && !template.builtIn && (
            <>
              <Button variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
                {t('delete.button')}
              </Button>
              <Button variant="default" onClick={onEdit}>
                {t('edit')}
              </Button>
            </>
          )}
          <Button onClick={() => setUsing(true)}>{t('useTemplate')}</Button>
        </Group>
      </Stack>
      <UseTemplateModal template={template} name={name} opened={using} onClose={() => setUsing(false)} />
    </Card>
  );
}
