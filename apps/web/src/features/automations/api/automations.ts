import type {
  ApplyTemplateBody,
  applyTemplateResponse,
  CreateTemplateBody,
  listTemplatesResponse,
  listWorkflowRunsResponse,
  listWorkflowsResponse,
  templateSchema,
  WorkflowKey,
  workflowSchema,
} from '@agency/shared/automations';
import type { listProjectsResponse } from '@agency/shared/projects';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';

export const AUTOMATIONS_KEY = ['automations'] as const;

export const workflowsQueryOptions = () =>
  queryOptions({
    queryKey: [...AUTOMATIONS_KEY, 'workflows'],
    queryFn: ({ signal }) => apiFetch('/workflows', { signal }, wireOf<typeof listWorkflowsResponse>()),
  });

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: [...AUTOMATIONS_KEY, 'templates'],
    queryFn: ({ signal }) => apiFetch('/templates', { signal }, wireOf<typeof listTemplatesResponse>()),
  });

export const useWorkflows = () => useQuery(workflowsQueryOptions());
export const useTemplates = () => useQuery(templatesQueryOptions());

/** A workflow's run history, newest first, page by page. */
export function useWorkflowRuns(workflow: WorkflowKey, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...AUTOMATIONS_KEY, 'runs', workflow],
      queryFn: ({ pageParam, signal }) =>
        apiFetch(
          `/workflow-runs?workflow=${workflow}&limit=10${pageParam ? `&cursor=${pageParam}` : ''}`,
          { signal },
          wireOf<typeof listWorkflowRunsResponse>(),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    enabled,
  });
}

export function useToggleWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: WorkflowKey; enabled: boolean }) =>
      apiFetch(`/workflows/${key}/enabled`, { method: 'PUT', body: { enabled } }, wireOf<typeof workflowSchema>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateBody) =>
      apiFetch('/templates', { method: 'POST', body }, wireOf<typeof templateSchema>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateTemplateBody }) =>
      apiFetch(`/templates/${encodeURIComponent(id)}`, { method: 'PUT', body }, wireOf<typeof templateSchema>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/templates/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<undefined>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY }),
  });
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, ...body }: ApplyTemplateBody & { templateId: string }) =>
      apiFetch(
        `/templates/${encodeURIComponent(templateId)}/apply`,
        { method: 'POST', body },
        wireOf<typeof applyTemplateResponse>(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}

/** The projects the caller may apply a template to, searched by name (the first page of the projects list). */
export function useProjectChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...AUTOMATIONS_KEY, 'projects', q],
    queryFn: ({ signal }) =>
      apiFetch(`/projects?q=${encodeURIComponent(q)}`, { signal }, wireOf<typeof listProjectsResponse>()),
    enabled,
  });
}
