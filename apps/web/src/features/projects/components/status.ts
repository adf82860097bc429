import type { DeliverableStatus, ProjectPriority, ProjectStatus } from '@agency/shared/enums';

/** One colour per D10 status, used by badges and filters alike. */
export const STATUS_COLOR: Record<ProjectStatus, string> = {
  planning: 'gray',
  'in-progress': 'blue',
  review: 'violet',
  completed: 'green',
  'on-hold': 'orange',
};

export const PRIORITY_COLOR: Record<ProjectPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const DELIVERABLE_COLOR: Record<DeliverableStatus, string> = {
  pending: 'gray',
  'in-progress': 'blue',
  completed: 'green',
};
