import type { MoveTaskBody, TaskDetailOnWire, taskDetailSchema } from '@agency/shared/tasks';
import { apiFetch, wireOf } from '../../../lib/api';

/** A Kanban move: the column and the card it now sits before (null: last). The board handles optimism. */
export function moveTask({ id, body }: { id: string; body: MoveTaskBody }): Promise<TaskDetailOnWire> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}/move`, { method: 'POST', body }, wireOf<typeof taskDetailSchema>());
}
