// Canonical values (DECISIONS D10). The database enums and every zod schema read these lists.

export const ROLES = ['CLIENT', 'AGENT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const PROJECT_STATUSES = ['planning', 'in-progress', 'review', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];

export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'rejected', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const MESSAGE_TYPES = ['text', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const NOTIFICATION_TYPES = ['project', 'payment', 'message', 'reminder', 'system', 'achievement'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

export const EVENT_TYPES = ['meeting', 'call', 'deadline', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ATTENDEE_RESPONSES = ['pending', 'accepted', 'declined', 'tentative'] as const;
export type AttendeeResponse = (typeof ATTENDEE_RESPONSES)[number];

export const PAYROLL_PAY_TYPES = ['salary', 'hourly'] as const;
export type PayrollPayType = (typeof PAYROLL_PAY_TYPES)[number];

export const PAYOUT_METHODS = ['direct_deposit', 'paper_check', 'wire'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYROLL_RUN_STATUSES = ['draft', 'processing', 'paid', 'failed'] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** A person's week of time (issue #20): open while being filled, submitted for approval, approved, or returned to fix. */
export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved', 'returned'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const DEPARTMENTS = ['Development', 'Design', 'Management', 'Marketing', 'Sales'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const LEAD_STATUSES = ['new', 'handled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const AUDIT_LEVELS = ['info', 'warning', 'error', 'success'] as const;
export type AuditLevel = (typeof AUDIT_LEVELS)[number];

export const AUDIT_CATEGORIES = ['project', 'team', 'file', 'security', 'settings', 'system', 'billing'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** 001 §9: the clients location filter. */
export const CLIENT_LOCATIONS = ['local', 'remote', 'international'] as const;
export type ClientLocation = (typeof CLIENT_LOCATIONS)[number];

/** What a client sees of a project's work: a deliverable is pending, in progress or completed. */
export const DELIVERABLE_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ['active', 'inactive'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'error'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** json: our signed JSON body; slack: a Slack-compatible incoming-webhook message (D22). */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WORKFLOW_RUN_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

// Lists the screens read as they render, kept here (zod-free) so a screen does not load zod for a tab or a sort
// (docs/decisions/0011-first-screen-reads-the-wire-type.md); their domain modules re-export them.

/** 001 §9: client sort options; the default is name ascending. */
export const CLIENT_SORTS = ['name', 'email', 'newest', 'oldest'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Tabs of the proposals workspace: every status, and 'all'. */
export const PROPOSAL_TABS = ['all', ...PROPOSAL_STATUSES] as const;
export type ProposalTab = (typeof PROPOSAL_TABS)[number];

/** The notifications page's tabs (001 §2: all, unread, read) plus the archive, where archived notifications can be restored. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read', 'archived'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** E-mail by preference (D19): per notification type, mailed at once, in a daily digest, or never. */
export const EMAIL_FREQUENCIES = ['immediately', 'daily', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
