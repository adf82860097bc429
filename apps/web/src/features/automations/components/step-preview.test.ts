import { BUILT_IN_TEMPLATES, scheduleSteps } from '@agency/shared/automations-values';
import { describe, expect, it } from 'vitest';
import { stepPreview } from './step-preview';

describe('stepPreview', () => {
  it('shows the first three steps and counts the rest', () => {
    const web = BUILT_IN_TEMPLATES.find((template) => template.key === 'web-design')!;
    expect(stepPreview(web.steps)).toEqual({
      shown: ['Discovery & Planning', 'Wireframes', 'Visual Design'],
      more: 4,
    });
  });

  it('shows every step of a short template and nothing more', () => {
    const steps = [
      { title: 'One', durationDays: 1, dependsOn: [] },
      { title: 'Two', durationDays: 2, dependsOn: [0] },
    ];
    expect(stepPreview(steps)).toEqual({ shown: ['One', 'Two'], more: 0 });
    expect(scheduleSteps(steps, '2027-12-31').at(-1)).toEqual({ start: '2028-01-01', due: '2028-01-03' });
  });
});
