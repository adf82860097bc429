// The one deliberate barrel: drizzle-kit and `drizzle({ schema })` need every table, enum and
// relation from a single module.
export * from './audit.ts';
export * from './auth.ts';
export * from './automations.ts';
export * from './billing.ts';
export * from './calendar.ts';
export * from './clients.ts';
export * from './email-outbox.ts';
export * from './enums.ts';
export * from './files.ts';
export * from './integrations.ts';
export * from './invitations.ts';
export * from './jobs.ts';
export * from './leads.ts';
export * from './live-events.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './payroll.ts';
export * from './projects.ts';
export * from './proposals.ts';
export * from './relations.ts';
export * from './settings.ts';
export * from './site-analytics.ts';
export * from './subscriptions.ts';
export * from './tasks.ts';
export * from './team.ts';
export * from './presence.ts';
