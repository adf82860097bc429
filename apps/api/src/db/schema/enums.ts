import {
  ATTENDEE_RESPONSES,
  AUDIT_CATEGORIES,
  AUDIT_LEVELS,
  CLIENT_LOCATIONS,
  CLIENT_STATUSES,
  DELIVERABLE_STATUSES,
  DEPARTMENTS,
  DEVICE_CLASSES,
  EMPLOYMENT_STATUSES,
  EVENT_TYPES,
  INTEGRATION_STATUSES,
  INVITATION_STATUSES,
  INVOICE_STATUSES,
  JOB_STATUSES,
  LANGUAGES,
  LEAD_STATUSES,
  MESSAGE_TYPES,
  NOTIFICATION_LEVELS,
  NOTIFICATION_TYPES,
  OUTBOX_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYOUT_METHODS,
  PAYROLL_PAY_TYPES,
  PAYROLL_RUN_STATUSES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  ROLES,
  SUBSCRIBER_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  THEMES,
  TIMESHEET_STATUSES,
  WEBHOOK_FORMATS,
  WORKFLOW_RUN_STATUSES,
} from '@agency/shared/enums';
import { pgEnum } from 'drizzle-orm/pg-core';

// One PostgreSQL enum per canonical list (DECISIONS D10); the lists themselves live in
// @agency/shared so zod schemas and the database can never disagree.

export const userRoleEnum = pgEnum('user_role', ROLES);
export const departmentEnum = pgEnum('department', DEPARTMENTS);
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
export const themeEnum = pgEnum('theme', THEMES);
export const languageEnum = pgEnum('language', LANGUAGES);

export const clientStatusEnum = pgEnum('client_status', CLIENT_STATUSES);
export const clientLocationEnum = pgEnum('client_location', CLIENT_LOCATIONS);
export const deliverableStatusEnum = pgEnum('deliverable_status', DELIVERABLE_STATUSES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const projectPriorityEnum = pgEnum('project_priority', PROJECT_PRIORITIES);
export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
export const taskPriorityEnum = pgEnum('task_priority', TASK_PRIORITIES);

export const proposalStatusEnum = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentMethodTypeEnum = pgEnum('payment_method_type', PAYMENT_METHOD_TYPES);

export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const notificationLevelEnum = pgEnum('notification_level', NOTIFICATION_LEVELS);
export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const attendeeResponseEnum = pgEnum('attendee_response', ATTENDEE_RESPONSES);

export const payrollPayTypeEnum = pgEnum('payroll_pay_type', PAYROLL_PAY_TYPES);
export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);
export const payrollRunStatusEnum = pgEnum('payroll_run_status', PAYROLL_RUN_STATUSES);
export const timesheetStatusEnum = pgEnum('timesheet_status', TIMESHEET_STATUSES);
export const employmentStatusEnum = pgEnum('employment_status', EMPLOYMENT_STATUSES);

export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);
export const subscriberStatusEnum = pgEnum('subscriber_status', SUBSCRIBER_STATUSES);
export const deviceClassEnum = pgEnum('device_class', DEVICE_CLASSES);

export const auditLevelEnum = pgEnum('audit_level', AUDIT_LEVELS);
export const auditCategoryEnum = pgEnum('audit_category', AUDIT_CATEGORIES);
/** Shared by the two outboxes (e-mail and webhook deliveries): both are pending → sending → sent | failed. */
export const outboxStatusEnum = pgEnum('outbox_status', OUTBOX_STATUSES);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const integrationStatusEnum = pgEnum('integration_status', INTEGRATION_STATUSES);
export const webhookFormatEnum = pgEnum('webhook_format', WEBHOOK_FORMATS);
export const workflowRunStatusEnum = pgEnum('workflow_run_status', WORKFLOW_RUN_STATUSES);
