// The messaging contract (issue #9, 001 §2 project chat, §3 message, §5 chat, §7 messages): one thread per project,
// internal notes for the agency, approvals asked and decided in the thread, read receipts and unread counts.
import { z } from 'zod';
import { APPROVAL_COMMENT_MAX_LENGTH, MESSAGE_EDIT_WINDOW_MINUTES, MESSAGE_MAX_LENGTH } from './messaging-values.ts';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, uuid, wireText } from './schema-primitives.ts';

export {
  APPROVAL_COMMENT_MAX_LENGTH,
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGE_MAX_LENGTH,
} from './messaging-values.ts';

export const MESSAGING_MESSAGES = {
  /** 001 §5 "empty or whitespace-only not sent": the server says why. */
  empty: 'Message cannot be empty.',
  editWindow: `Messages can only be edited or deleted within ${MESSAGE_EDIT_WINDOW_MINUTES} minutes of sending.`,
  notOwn: 'You can only edit or delete your own messages.',
  deleted: 'This message was deleted.',
  approvalNotEditable: 'An approval request cannot be edited or deleted.',
  internalForbidden: 'Only the agency can post internal notes.',
  fileNotFound: 'Choose a file of this project.',
  deliverableNotFound: 'Choose a deliverable of this project.',
  approvalSubject: 'Choose a deliverable or a file to approve.',
  approvalFileNotShared: 'Share this file with the client before asking them to approve it.',
  alreadyDecided: 'This approval has already been decided.',
  commentRequired: 'Please describe the changes you need.',
} as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'changes-requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_DECISIONS = ['approved', 'changes-requested'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const messageSenderSchema = z.object({ id: wireText(), name: wireText(), role: wireText() });

export const messageFileSchema = z.object({
  id: wireText(),
  name: wireText(),
  sizeBytes: z.number().int().nonnegative(),
  mimeType: wireText(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const approvalSchema = z.object({
  id: wireText(),
  status: z.enum(APPROVAL_STATUSES),
  subjectType: z.enum(['deliverable', 'file']),
  subjectId: wireText(),
  subjectName: wireText(),
  requestedByName: wireText().nullable(),
  decidedByName: wireText().nullable(),
  decidedAt: isoDateTime.nullable(),
  comment: wireText(),
});
export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalOnWire = z.input<typeof approvalSchema>;

export const messageSchema = z.object({
  id: wireText(),
  projectId: wireText(),
  /** 'approval' is a request to approve (its `approval` says what and how it was decided). */
  type: z.enum(['text', 'file', 'approval']),
  /** Empty once deleted. */
  content: wireText(),
  internal: z.boolean(),
  sender: messageSenderSchema.nullable(),
  file: messageFileSchema.nullable(),
  approval: approvalSchema.nullable(),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  deletedAt: isoDateTime.nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export type MessageOnWire = z.input<typeof messageSchema>;

export const readReceiptSchema = z.object({ userId: wireText(), name: wireText(), lastReadAt: isoDateTime });
export type ReadReceipt = z.infer<typeof readReceiptSchema>;
export type ReadReceiptOnWire = z.input<typeof readReceiptSchema>;

export const listMessagesQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(30) });
export type ListMessagesQuery = z.input<typeof listMessagesQuery>;

/** Newest page first (the browser shows oldest → newest); `receipts` are how far each other person has read. */
export const listMessagesResponse = pageOf(messageSchema).extend({ receipts: z.array(readReceiptSchema) });
export type MessagePage = z.infer<typeof listMessagesResponse>;
export type MessagePageOnWire = z.input<typeof listMessagesResponse>;

/** Trimmed; empty or whitespace-only is refused (001 §5). */
const messageContent = boundedText({ max: MESSAGE_MAX_LENGTH, min: 1, minMessage: MESSAGING_MESSAGES.empty });

export const sendMessageBody = z.object({
  content: messageContent,
  /** Agency only: a note clients never receive. */
  internal: z.boolean().default(false),
  /** A file of the same project the sender may see, sent as a message of type file. */
  fileId: uuid().optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const editMessageBody = z.object({ content: messageContent });
export type EditMessageBody = z.input<typeof editMessageBody>;

export const markReadBody = z.object({
  /** Read up to this message (the newest the browser shows); the newest of the thread when left out. */
  messageId: uuid().optional(),
});
export type MarkReadBody = z.input<typeof markReadBody>;
export const markReadResponse = z.object({ lastReadAt: isoDateTime.nullable() });

export const threadSchema = z.object({
  projectId: wireText(),
  projectName: wireText(),
  clientName: wireText(),
  unread: z.number().int().nonnegative(),
  lastMessageAt: isoDateTime.nullable(),
});
export type Thread = z.infer<typeof threadSchema>;
export type ThreadOnWire = z.input<typeof threadSchema>;

export const listThreadsQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(50) });
export type ListThreadsQuery = z.input<typeof listThreadsQuery>;
export const listThreadsResponse = pageOf(threadSchema);
export type ThreadPage = z.infer<typeof listThreadsResponse>;
export type ThreadPageOnWire = z.input<typeof listThreadsResponse>;

export const requestApprovalBody = z
  .object({
    deliverableId: uuid().optional(),
    fileId: uuid().optional(),
    note: boundedText({ max: MESSAGE_MAX_LENGTH }).default(''),
  })
  .refine((body) => Boolean(body.deliverableId) !== Boolean(body.fileId), {
    message: MESSAGING_MESSAGES.approvalSubject,
    path: ['deliverableId'],
  });
export type RequestApprovalBody = z.input<typeof requestApprovalBody>;

export const decideApprovalBody = z
  .object({
    decision: z.enum(APPROVAL_DECISIONS),
    comment: boundedText({ max: APPROVAL_COMMENT_MAX_LENGTH }).default(''),
  })
  .refine((body) => body.decision === 'approved' || body.comment.length > 0, {
    message: MESSAGING_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type DecideApprovalBody = z.input<typeof decideApprovalBody>;
