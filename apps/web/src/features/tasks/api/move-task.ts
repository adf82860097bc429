import { type MoveTaskBody, type TaskDetail, taskDetailSchema } from '@agency/shared/tasks';
import { apiFetch } from '../../../lib/api';

/** A Kanban move: the column and the card it now sits before (null: last). The board handles optimism. */
export function moveTask({ id, body }: { id: string; body: MoveTaskBody }): Promise<TaskDetail> {
  return apiFetch(`/tasks/${encodeURIComponent(id)}/move`, { method: 'POST', body }, taskDetailSchema);
}
