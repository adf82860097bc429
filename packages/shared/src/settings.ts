// The organisation settings contract: /api/settings/*.
import { z } from 'zod';

export const organisationSettingsSchema = z.object({
  /** D4: off by default; when on, visitors may create CLIENT accounts only. */
  allowSelfRegistration: z.boolean(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const updateOrganisationSettingsBody = organisationSettingsSchema.partial();
export type UpdateOrganisationSettingsBody = z.infer<typeof updateOrganisationSettingsBody>;

export const registrationOpenResponse = z.object({ open: z.boolean() });
