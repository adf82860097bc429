import type { TemplateOnWire } from '@agency/shared/automations';
import { can } from '@agency/shared/permissions';
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useTemplates, useWorkflows } from '../api/automations';
import { TemplateCard } from './template-card';
import { TemplateForm } from './template-form';
import { WorkflowCard } from './workflow-card';

/** The role actions hub's Workflows (N) and Templates (N) tabs (001 §2), on their own page (D21). */
export function AutomationsWorkspace() {
  const { t } = useTranslation('automations');
  const role = useSession().data?.user.role;
  const workflows = useWorkflows();
  const templates = useTemplates();
  // The template form: null closed, 'new' for Create Template, else the admin's template being edited.
  const [editing, setEditing] = useState<TemplateOnWire | 'new' | null>(null);
  const canManage = can(role, 'template:manage');
  const workflowItems = workflows.data?.items ?? [];
  const templateItems = templates.data?.items ?? [];

  return (
    <Tabs defaultValue="workflows" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="workflows">{t('tabs.workflows', { count: workflowItems.length })}</Tabs.Tab>
        <Tabs.Tab value="templates">{t('tabs.templates', { count: templateItems.length })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="workflows" pt="md">
        {workflows.isPending && <Loader role="status" aria-label={t('loading')} />}
        {workflows.isError && (
          <Alert color="red" role="alert">
            {errorMessage(workflows.error, t('loadError'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {workflowItems.map((workflow) => (
            <WorkflowCard key={workflow.key} workflow={workflow} canManage={can(role, 'workflow:manage')} />
          ))}
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="templates" pt="md">
        <Group justify="space-between" mb="md">
          <Text c="dimmed">{t('templates.intro')}</Text>
          {canManage && <Button onClick={() => setEditing('new')}>{t('templates.create')}</Button>}
        </Group>
        {templates.isPending && <Loader role="status" aria-label={t('loading')} />}
        {templates.isError && (
          <Alert color="red" role="alert">
            {errorMessage(templates.error, t('loadError'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {templateItems.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={canManage ? () => setEditing(template) : undefined}
            />
          ))}
        </SimpleGrid>
        {templateItems.length === 0 && templates.isSuccess && <Badge>{t('templates.empty')}</Badge>}
        {editing && (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
