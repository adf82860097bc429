import type { TemplateOnWire } from '@agency/shared/automations';
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
import { useCreateTemplate, useUpdateTemplate } from '../api/automations';

const emptyStep = (): TemplateStep => ({ title: '', durationDays: 1, dependsOn: [] });

/**
 * An admin defines a template, or edits one of theirs (`template`): name, category, description and steps (title,
 * days, earlier steps it waits for). Mounted while open, so each opening starts from the template as stored.
 */
export function TemplateForm({ template, onClose }: { template?: TemplateOnWire; onClose: () => void }) {
  const { t } = useTranslation('automations');
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const save = template ? update : create;
  const [name, setName] = useState(template?.name ?? '');
  const [category, setCategory] = useState<TemplateCategory>(template?.category ?? 'project');
  const [description, setDescription] = useState(template?.description ?? '');
  const [steps, setSteps] = useState<TemplateStep[]>(template?.steps.map((step) => ({ ...step })) ?? [emptyStep()]);
  const problem = stepsProblem(steps);
  const texts = template
    ? {
        title: t('form.editTitle'),
        submit: t('form.save'),
        error: t('form.saveError'),
        done: (saved: string) => t('form.updated', { name: saved }),
      }
    : {
        title: t('form.title'),
        submit: t('form.submit'),
        error: t('form.error'),
        done: (saved: string) => t('form.created', { name: saved }),
      };

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
  const onSuccess = (saved: { name: string }) => {
    notifications.show({ color: 'green', message: texts.done(saved.name) });
    onClose();
  };
  const submit = () => {
    const body = { name, category, description, steps };
    if (template) update.mutate({ id: template.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <Modal opened onClose={onClose} title={texts.title} size="lg">
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
          // On a phone the title takes its own line and the days and dependencies the next (flex bases below).
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position (dependencies name positions)
          <Group key={index} align="flex-end" gap="xs">
            <TextInput
              label={t('form.stepTitle', { number: index + 1 })}
              value={step.title}
              onChange={(e) => change(index, { title: e.currentTarget.value })}
              style={{ flex: '2 1 220px' }}
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
              style={{ flex: '1 1 120px' }}
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
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, texts.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={Boolean(problem)}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
