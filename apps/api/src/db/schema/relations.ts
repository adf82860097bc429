import { relations } from 'drizzle-orm';
import { auditLogs } from './audit.ts';
import { accounts, sessions, twoFactors, users } from './auth.ts';
import { processTemplates, templateApplications, workflowRuns, workflowSettings } from './automations.ts';
import { invoiceItems, invoices, paymentMethods, payments } from './billing.ts';
import { calendarEvents, calendarFeeds, eventAttendees } from './calendar.ts';
import { clientMembers, clients } from './clients.ts';
import { fileShares, fileStars, files, folders } from './files.ts';
import { webhookDeliveries, webhooks } from './integrations.ts';
import { invitations } from './invitations.ts';
import { leads } from './leads.ts';
import { messageReads, messages } from './messages.ts';
import { notifications } from './notifications.ts';
import { payrollProfiles, payrollRecords, payrollRuns } from './payroll.ts';
import { projectAgents, projects } from './projects.ts';
import { proposalItems, proposals } from './proposals.ts';
import { userSettings } from './settings.ts';
import { taskAttachments, taskComments, taskSubtasks, tasks } from './tasks.ts';
import { certifications, performanceReviews } from './team.ts';

// Relations for `db.query`. They live in one file because they point both ways across domains;
// defining them beside the tables would make the schema modules import each other in a circle.
// Tables with several links to users (created_by, assignee, …) expose them only from their own
// side, so the users relations stay unambiguous.

export const usersRelations = relations(users, ({ one, many }) => ({
  manager: one(users, { fields: [users.managerId], references: [users.id], relationName: 'manager' }),
  reports: many(users, { relationName: 'manager' }),
  sessions: many(sessions),
  accounts: many(accounts),
  twoFactors: many(twoFactors),
  clientMembership: one(clientMembers),
  settings: one(userSettings),
  calendarFeed: one(calendarFeeds),
  projectAssignments: many(projectAgents),
  notifications: many(notifications),
  payrollProfile: one(payrollProfiles),
  certifications: many(certifications),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const twoFactorsRelations = relations(twoFactors, ({ one }) => ({
  user: one(users, { fields: [twoFactors.userId], references: [users.id] }),
}));

export const userSettingsRelations = relations(userSettings, ({ one }) => ({
  user: one(users, { fields: [userSettings.userId], references: [users.id] }),
}));

export const calendarFeedsRelations = relations(calendarFeeds, ({ one }) => ({
  user: one(users, { fields: [calendarFeeds.userId], references: [users.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  client: one(clients, { fields: [invitations.clientId], references: [clients.id] }),
  invitedBy: one(users, { fields: [invitations.invitedById], references: [users.id] }),
}));

export const clientsRelations = relations(clients, ({ many }) => ({
  members: many(clientMembers),
  projects: many(projects),
  proposals: many(proposals),
  invoices: many(invoices),
  paymentMethods: many(paymentMethods),
}));

export const clientMembersRelations = relations(clientMembers, ({ one }) => ({
  user: one(users, { fields: [clientMembers.userId], references: [users.id] }),
  client: one(clients, { fields: [clientMembers.clientId], references: [clients.id] }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  client: one(clients, { fields: [projects.clientId], references: [clients.id] }),
  createdBy: one(users, { fields: [projects.createdById], references: [users.id] }),
  agents: many(projectAgents),
  tasks: many(tasks),
  proposals: many(proposals),
  invoices: many(invoices),
  messages: many(messages),
  files: many(files),
  folders: many(folders),
  events: many(calendarEvents),
  templateApplications: many(templateApplications),
}));

export const projectAgentsRelations = relations(projectAgents, ({ one }) => ({
  project: one(projects, { fields: [projectAgents.projectId], references: [projects.id] }),
  agent: one(users, { fields: [projectAgents.agentId], references: [users.id] }),
}));

export const tasksRelations = relations(tasks, ({ one, many }) => ({
  project: one(projects, { fields: [tasks.projectId], references: [projects.id] }),
  assignee: one(users, { fields: [tasks.assigneeId], references: [users.id] }),
  createdBy: one(users, { fields: [tasks.createdById], references: [users.id] }),
  templateApplication: one(templateApplications, {
    fields: [tasks.templateApplicationId],
    references: [templateApplications.id],
  }),
  subtasks: many(taskSubtasks),
  comments: many(taskComments),
  attachments: many(taskAttachments),
}));

export const taskSubtasksRelations = relations(taskSubtasks, ({ one }) => ({
  task: one(tasks, { fields: [taskSubtasks.taskId], references: [tasks.id] }),
}));

export const taskCommentsRelations = relations(taskComments, ({ one }) => ({
  task: one(tasks, { fields: [taskComments.taskId], references: [tasks.id] }),
  author: one(users, { fields: [taskComments.authorId], references: [users.id] }),
}));

export const taskAttachmentsRelations = relations(taskAttachments, ({ one }) => ({
  task: one(tasks, { fields: [taskAttachments.taskId], references: [tasks.id] }),
  file: one(files, { fields: [taskAttachments.fileId], references: [files.id] }),
}));

export const proposalsRelations = relations(proposals, ({ one, many }) => ({
  client: one(clients, { fields: [proposals.clientId], references: [clients.id] }),
  project: one(projects, { fields: [proposals.projectId], references: [projects.id] }),
  createdBy: one(users, { fields: [proposals.createdById], references: [users.id] }),
  decidedBy: one(users, { fields: [proposals.decidedById], references: [users.id] }),
  items: many(proposalItems),
  invoices: many(invoices),
}));

export const proposalItemsRelations = relations(proposalItems, ({ one }) => ({
  proposal: one(proposals, { fields: [proposalItems.proposalId], references: [proposals.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  client: one(clients, { fields: [invoices.clientId], references: [clients.id] }),
  project: one(projects, { fields: [invoices.projectId], references: [projects.id] }),
  proposal: one(proposals, { fields: [invoices.proposalId], references: [proposals.id] }),
  createdBy: one(users, { fields: [invoices.createdById], references: [users.id] }),
  items: many(invoiceItems),
  payments: many(payments),
}));

export const invoiceItemsRelations = relations(invoiceItems, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceItems.invoiceId], references: [invoices.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  invoice: one(invoices, { fields: [payments.invoiceId], references: [invoices.id] }),
  paymentMethod: one(paymentMethods, { fields: [payments.paymentMethodId], references: [paymentMethods.id] }),
  recordedBy: one(users, { fields: [payments.recordedById], references: [users.id] }),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one, many }) => ({
  client: one(clients, { fields: [paymentMethods.clientId], references: [clients.id] }),
  user: one(users, { fields: [paymentMethods.userId], references: [users.id] }),
  payments: many(payments),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  project: one(projects, { fields: [messages.projectId], references: [projects.id] }),
  sender: one(users, { fields: [messages.senderId], references: [users.id] }),
  file: one(files, { fields: [messages.fileId], references: [files.id] }),
}));

export const messageReadsRelations = relations(messageReads, ({ one }) => ({
  project: one(projects, { fields: [messageReads.projectId], references: [projects.id] }),
  user: one(users, { fields: [messageReads.userId], references: [users.id] }),
}));

export const foldersRelations = relations(folders, ({ one, many }) => ({
  parent: one(folders, { fields: [folders.parentId], references: [folders.id], relationName: 'folderParent' }),
  children: many(folders, { relationName: 'folderParent' }),
  project: one(projects, { fields: [folders.projectId], references: [projects.id] }),
  owner: one(users, { fields: [folders.ownerId], references: [users.id] }),
  files: many(files),
}));

export const filesRelations = relations(files, ({ one, many }) => ({
  folder: one(folders, { fields: [files.folderId], references: [folders.id] }),
  project: one(projects, { fields: [files.projectId], references: [projects.id] }),
  owner: one(users, { fields: [files.ownerId], references: [users.id] }),
  shares: many(fileShares),
  stars: many(fileStars),
}));

export const fileSharesRelations = relations(fileShares, ({ one }) => ({
  file: one(files, { fields: [fileShares.fileId], references: [files.id] }),
  user: one(users, { fields: [fileShares.userId], references: [users.id] }),
}));

export const fileStarsRelations = relations(fileStars, ({ one }) => ({
  file: one(files, { fields: [fileStars.fileId], references: [files.id] }),
  user: one(users, { fields: [fileStars.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const calendarEventsRelations = relations(calendarEvents, ({ one, many }) => ({
  project: one(projects, { fields: [calendarEvents.projectId], references: [projects.id] }),
  organizer: one(users, { fields: [calendarEvents.organizerId], references: [users.id] }),
  attendees: many(eventAttendees),
}));

export const eventAttendeesRelations = relations(eventAttendees, ({ one }) => ({
  event: one(calendarEvents, { fields: [eventAttendees.eventId], references: [calendarEvents.id] }),
  user: one(users, { fields: [eventAttendees.userId], references: [users.id] }),
}));

export const payrollProfilesRelations = relations(payrollProfiles, ({ one }) => ({
  user: one(users, { fields: [payrollProfiles.userId], references: [users.id] }),
}));

export const payrollRunsRelations = relations(payrollRuns, ({ one, many }) => ({
  processedBy: one(users, { fields: [payrollRuns.processedById], references: [users.id] }),
  records: many(payrollRecords),
}));

export const payrollRecordsRelations = relations(payrollRecords, ({ one }) => ({
  run: one(payrollRuns, { fields: [payrollRecords.runId], references: [payrollRuns.id] }),
  user: one(users, { fields: [payrollRecords.userId], references: [users.id] }),
}));

export const performanceReviewsRelations = relations(performanceReviews, ({ one }) => ({
  user: one(users, { fields: [performanceReviews.userId], references: [users.id] }),
  author: one(users, { fields: [performanceReviews.authorId], references: [users.id] }),
}));

export const certificationsRelations = relations(certifications, ({ one }) => ({
  user: one(users, { fields: [certifications.userId], references: [users.id] }),
}));

export const leadsRelations = relations(leads, ({ one }) => ({
  handledBy: one(users, { fields: [leads.handledById], references: [users.id] }),
}));

export const auditLogsRelations = relations(auditLogs, ({ one }) => ({
  actor: one(users, { fields: [auditLogs.actorId], references: [users.id] }),
}));

export const webhooksRelations = relations(webhooks, ({ one, many }) => ({
  createdBy: one(users, { fields: [webhooks.createdById], references: [users.id] }),
  deliveries: many(webhookDeliveries),
}));

export const webhookDeliveriesRelations = relations(webhookDeliveries, ({ one }) => ({
  webhook: one(webhooks, { fields: [webhookDeliveries.webhookId], references: [webhooks.id] }),
}));

export const workflowSettingsRelations = relations(workflowSettings, ({ one }) => ({
  updatedBy: one(users, { fields: [workflowSettings.updatedById], references: [users.id] }),
}));

export const processTemplatesRelations = relations(processTemplates, ({ one }) => ({
  createdBy: one(users, { fields: [processTemplates.createdById], references: [users.id] }),
}));

export const workflowRunsRelations = relations(workflowRuns, ({ one }) => ({
  triggeredBy: one(users, { fields: [workflowRuns.triggeredById], references: [users.id] }),
}));

export const templateApplicationsRelations = relations(templateApplications, ({ one, many }) => ({
  project: one(projects, { fields: [templateApplications.projectId], references: [projects.id] }),
  appliedBy: one(users, { fields: [templateApplications.appliedById], references: [users.id] }),
  tasks: many(tasks),
}));
