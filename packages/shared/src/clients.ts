// The clients (CRM) contract (001 §2 "Clients", §3, §5, §9; D5): GET/POST /api/clients, GET/PATCH/DELETE
// /api/clients/:id. Admin and agent only (001 §6); a CLIENT user is refused.
import { z } from 'zod';
import { CLIENT_LOCATIONS, CLIENT_SORTS, CLIENT_STATUSES, INVOICE_STATUSES, PROJECT_STATUSES } from './enums.ts';
import {
  boundedText,
  emailAddress,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  wireText,
} from './schema-primitives.ts';

export { CLIENT_SORTS, type ClientSort } from './enums.ts';

export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const clientSchema = z.object({
  id: wireText(),
  name: wireText(),
  email: wireText(),
  phone: wireText(),
  address: wireText(),
  status: z.enum(CLIENT_STATUSES),
  location: z.enum(CLIENT_LOCATIONS),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Client = z.infer<typeof clientSchema>;

/** Kept for the organisation pickers: a client as a name to choose. */
export const clientOrganisationSchema = clientSchema.pick({ id: true, name: true, email: true });
export type ClientOrganisation = z.infer<typeof clientOrganisationSchema>;

export const listClientsQuery = z.object({
  /** Part of the name or e-mail, case-insensitive. */
  q: boundedText({ max: 200 }).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  location: z.enum(CLIENT_LOCATIONS).optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
  cursor: pageCursor.optional(),
  limit: pageLimit(24),
});
export type ListClientsQuery = z.input<typeof listClientsQuery>;

export const listClientsResponse = pageOf(clientSchema);
export type ClientPage = z.infer<typeof listClientsResponse>;

const clientName = boundedText({ max: 200, min: 1, minMessage: CLIENT_MESSAGES.nameRequired });
const clientEmail = emailAddress({ required: CLIENT_MESSAGES.emailRequired, invalid: CLIENT_MESSAGES.emailInvalid });
const clientPhone = boundedText({ max: 50 });
const clientAddress = boundedText({ max: 500 });

/** Add Client (001 §5): name and e-mail required, e-mail in e-mail format; phone and address optional (empty). */
export const createClientBody = z.object({
  name: clientName,
  email: clientEmail,
  phone: clientPhone.default(''),
  address: clientAddress.default(''),
  status: z.enum(CLIENT_STATUSES).default('active'),
  location: z.enum(CLIENT_LOCATIONS).default('local'),
});
export type CreateClientBody = z.input<typeof createClientBody>;

/** Edit Client: the same rules, each field optional. */
export const updateClientBody = patchBody(
  z.object({
    name: clientName,
    email: clientEmail,
    phone: clientPhone,
    address: clientAddress,
    status: z.enum(CLIENT_STATUSES),
    location: z.enum(CLIENT_LOCATIONS),
  }),
);
export type UpdateClientBody = z.input<typeof updateClientBody>;

/** A client with projects, invoices, proposals or people is archived, never destroyed; otherwise it is deleted. */
export const deleteClientResponse = z.object({ id: wireText(), outcome: z.enum(['deleted', 'archived']) });
export type DeleteClientResponse = z.infer<typeof deleteClientResponse>;

export const clientDetailSchema = z.object({
  client: clientSchema,
  /** CLIENT users of the organisation (client_members). */
  people: z.array(z.object({ id: wireText(), name: wireText(), email: wireText(), isPrimaryContact: z.boolean() })),
  /** The organisation's projects the caller may see (an agent: those assigned to them). */
  projects: z.array(
    z.object({ id: wireText(), name: wireText(), status: z.enum(PROJECT_STATUSES), createdAt: isoDateTime }),
  ),
  /** Sent and overdue invoices, or null when the caller may not read billing (an agent). */
  openInvoices: z
    .object({
      totalCents: z.number().int(),
      items: z.array(
        z.object({
          id: wireText(),
          number: wireText(),
          status: z.enum(INVOICE_STATUSES),
          totalCents: z.number().int(),
          dueDate: wireText(),
          projectName: wireText().nullable(),
        }),
      ),
    })
    .nullable(),
  /** The inquiry the client was converted from, with the first page its sender viewed. */
  lead: z
    .object({
      id: wireText(),
      name: wireText(),
      email: wireText(),
      subject: wireText(),
      service: wireText(),
      createdAt: isoDateTime,
      convertedAt: isoDateTime.nullable(),
      firstPageView: z.object({ path: wireText(), referrerSource: wireText(), createdAt: isoDateTime }).nullable(),
    })
    .nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type ClientOnWire = z.input<typeof clientSchema>;
export type ClientPageOnWire = z.input<typeof listClientsResponse>;
export type ClientDetailOnWire = z.input<typeof clientDetailSchema>;
