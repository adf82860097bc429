import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { progressColor } from '../../../lib/progress';

/** A project's computed progress as a bar in the 001 §9 colours, with its percentage. */
export function ProgressFigure({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed">
          {t('card.progress')}
        </Text>
        <Text size="sm" fw={600}>
          {format.percent(value / 100)}
        </Text>
      </Group>
      <Progress value={value} color={progressColor(value)} size={size} aria-label={t('card.progress')} />
    </div>
  );
}
