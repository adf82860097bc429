// The organisation settings contract: /api/settings/*.
import { z } from 'zod';
import { patchBody } from './schema-primitives.ts';

export const organisationSettingsSchema = z.object({
  /** D4: off by default; when on, visitors may create CLIENT accounts only. */
  allowSelfRegistration: z.boolean(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const updateOrganisationSettingsBody = patchBody(organisationSettingsSchema);
export type UpdateOrganisationSettingsBody = z.infer<typeof updateOrganisationSettingsBody>;

export const registrationOpenResponse = z.object({ open: z.boolean() });

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type OrganisationSettingsOnWire = z.input<typeof organisationSettingsSchema>;
