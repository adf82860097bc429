import type { TemplateStep } from '@agency/shared/automations-values';

export const PREVIEW_STEPS = 3;

/** A template card's preview (001 §2): the first three steps' titles and how many more there are. */
export function stepPreview(steps: readonly TemplateStep[]): { shown: string[]; more: number } {
  return {
    shown: steps.slice(0, PREVIEW_STEPS).map((step) => step.title),
    more: Math.max(0, steps.length - PREVIEW_STEPS),
  };
}
