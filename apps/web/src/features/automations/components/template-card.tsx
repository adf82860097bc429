import type { TemplateOnWire } from '@agency/shared/automations';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type catalogue from '../../../locales/en/automations.json';
import { stepPreview } from './step-preview';

type BuiltInKey = keyof typeof catalogue.builtIn;

import { UseTemplateModal } from './use-template-modal';

/** A template card (001 §2): name, category, description, the first 3 steps and "+N more steps...", Use Template. */
export function TemplateCard({ template }: { template: TemplateOnWire }) {
  const { t } = useTranslation('automations');
  const [using, setUsing] = useState(false);
  const preview = stepPreview(template.steps);
  // The built-in templates' words are the catalogue's; an admin's are theirs, as written.
  const name = template.builtIn ? t(`builtIn.${template.id as BuiltInKey}.name`) : template.name;
  const description = template.builtIn ? t(`builtIn.${template.id as BuiltInKey}.description`) : template.description;

  return (
    <Card withBorder padding="lg">
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
        <Group justify="flex-end">
          <Button onClick={() => setUsing(true)}>{t('useTemplate')}</Button>
        </Group>
      </Stack>
      <UseTemplateModal template={template} name={name} opened={using} onClose={() => setUsing(false)} />
    </Card>
  );
}
