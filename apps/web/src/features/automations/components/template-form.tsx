import {
  AUTOMATION_MESSAGES,
  MAX_STEP_DAYS,
  MAX_TEMPLATE_STEPS,
  stepsProblem,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
  type TemplateStep,
} from '@agency/shared/automations-values';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useCreateTemplate } from '../api/automations';

const emptyStep = (): TemplateStep => ({ title: '', durationDays: 1, dependsOn: [] });

/** An admin defines a template: name, category, description and steps (title, days, earlier steps it waits for). */
export function TemplateForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('automations');
  const create = useCreateTemplate();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('project');
  const [description, setDescription] = useState('');
  const [steps, setSteps] = useState<TemplateStep[]>([emptyStep()]);
  const problem = stepsProblem(steps);

  const change = (index: number, patch: Partial<TemplateStep>) =>
    setSteps((all) => all.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  const remove = (index: number) =>
    setSteps((all) =>
      all
        .filter((_, at) => at !== index)
        .map((step) => ({
          ...step,
          dependsOn: step.dependsOn.filter((dep) => dep !== index).map((dep) => (dep > index ? dep - 1 : dep)),
        })),
    );
  const reset = () => {
    setName('');
    setDescription('');
    setSteps([emptyStep()]);
    create.reset();
  };

  const submit = () =>
    create.mutate(
      { name, category, description, steps },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('form.created', { name: saved.name }) });
          reset();
          onClose();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} size="lg">
      <Stack>
        <TextInput label={t('form.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Select
          label={t('form.category')}
          data={TEMPLATE_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          value={category}
          onChange={(value) => value && setCategory(value as TemplateCategory)}
          allowDeselect={false}
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Text fw={600}>{t('form.steps')}</Text>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position (dependencies name positions)
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              label={t('form.stepTitle', { number: index + 1 })}
              value={step.title}
              onChange={(e) => change(index, { title: e.currentTarget.value })}
              style={{ flex: 2 }}
            />
            <NumberInput
              label={t('form.duration')}
              min={1}
              max={MAX_STEP_DAYS}
              value={step.durationDays}
              onChange={(value) => change(index, { durationDays: Number(value) || 0 })}
              w={110}
            />
            <MultiSelect
              label={t('form.dependsOn')}
              data={steps.slice(0, index).map((_, at) => ({ value: String(at), label: String(at + 1) }))}
              value={step.dependsOn.map(String)}
              onChange={(values) => change(index, { dependsOn: values.map(Number) })}
              disabled={index === 0}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('form.removeStep', { number: index + 1 })}
              disabled={steps.length === 1}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={steps.length >= MAX_TEMPLATE_STEPS}
            onClick={() => setSteps((all) => [...all, emptyStep()])}
          >
            {t('form.addStep')}
          </Button>
        </Group>
        {steps.length >= MAX_TEMPLATE_STEPS && (
          <Text size="xs">{translateMessage(AUTOMATION_MESSAGES.tooManySteps)}</Text>
        )}
        {problem && (
          <Text size="xs" c="red">
            {translateMessage(problem)}
          </Text>
        )}
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, t('form.error'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={Boolean(problem)}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
