import type { Language, Role } from '@agency/shared/enums';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, clientMembers, clients, invitations, users } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { afterCursor, decodeCursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import { languageOf } from '../../lib/recipients.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { invitationEmail } from '../../mail/templates/account.ts';
import { assertWithinPlan } from '../payments/queries.ts';

export const INVITATION_DAYS = 7;

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  clientId?: string | null;
  /** The language of the invitation mail; without one, the inviter's own (English if they never chose). */
  language?: Language | null;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The admin who invites; the first admin is invited by the server itself (no id: ops/first-admin.ts). */
  actor: Actor;
  context: RequestContext;
}

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
export const linkFor = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/callback?type=invite&token=${encodeURIComponent(token)}`;

export async function inviteUser(deps: Deps, input: InviteInput) {
  const email = input.email.trim().toLowerCase();
  if (input.role === 'CLIENT' && !input.clientId) {
    throw badRequest('Choose the client organisation for a client user', {
      clientId: 'Choose the client organisation',
    });
  }
  const { token, hash } = newToken();
  const mailIds: string[] = [];
  const invitation = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw conflict('A user with this e-mail address already exists');
    if (input.clientId) {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
      if (!client) throw badRequest('That client organisation does not exist', { clientId: 'Unknown organisation' });
      // Plan limits (001 §9, issue #10): inviting a member is refused when the organisation is full.
      if (input.role === 'CLIENT') await assertWithinPlan(tx, input.clientId, 'members');
    }
    // A new invitation replaces any pending one for the same address.
    await tx
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.email, email), eq(invitations.status, 'pending')));
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: input.role,
        clientId: input.role === 'CLIENT' ? input.clientId : null,
        tokenHash: hash,
        invitedById: deps.actor.id ?? null,
        language: input.language ?? (deps.actor.id ? await languageOf(tx, deps.actor.id) : null) ?? 'en',
        expiresAt: expiry(),
      })
      .returning();
    const { mailIds: queued } = await commitChange(
      tx,
      { actor: deps.actor, request: deps.context, mailer: deps.mailer },
      {
        audit: {
          action: 'user.invited',
          category: 'team',
          level: 'success',
          target: { type: 'invitation', id: row!.id, label: email },
          details: { role: input.role, clientId: row!.clientId },
        },
        mail: invitationMail(deps, row!, token),
      },
    );
    mailIds.push(...queued);
    return row!;
  });
  await deps.mailer.deliverNow(mailIds);
  // Without SMTP the admin copies the link and hands it over (issue 7 point 10).
  return {
    ...invitation,
    inviteUrl: linkFor(deps.publicUrl, token),
    deliveryConfigured: deps.mailer.deliveryConfigured,
  };
}

function invitationMail(deps: Deps, row: typeof invitations.$inferSelect, token: string): OutgoingEmail {
  const mail = invitationEmail(
    {
      firstName: row.firstName,
      inviter: deps.actor.name ?? '',
      role: row.role,
      link: linkFor(deps.publicUrl, token),
      days: INVITATION_DAYS,
    },
    row.language,
  );
  return { ...mail, to: row.email, kind: 'invitation' };
}

export async function resendInvitation(deps: Deps, id: string) {
  const { token, hash } = newToken();
  const mailIds: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const { row: updated, mailIds: queued } = await renewToken(tx, deps, id, hash, 'user.invitation_resent', (row) =>
      invitationMail(deps, row, token),
    );
    mailIds.push(...queued);
    return updated;
  });
  await deps.mailer.deliverNow(mailIds);
  return { ...row, inviteUrl: linkFor(deps.publicUrl, token), deliveryConfigured: deps.mailer.deliveryConfigured };
}

/** A fresh link for a pending invitation, sent nowhere: the admin copies it (no SMTP). The old link stops working. */
export async function issueInvitationLink(deps: Omit<Deps, 'mailer'>, id: string) {
  const { token, hash } = newToken();
  const { row } = await deps.db.transaction((tx) => renewToken(tx, deps, id, hash, 'user.invitation_link_issued'));
  return { inviteUrl: linkFor(deps.publicUrl, token), expiresAt: row.expiresAt };
}

/**
 * Gives a still-pending invitation a new token (only its hash is stored) and a new expiry. The row is locked
 * first, so a revoke or an accept running at the same time either happens before (and this refuses) or after.
 * A revoked invitation stays revoked: reviving it could leave two pending for one address.
 */
/** A new token and expiry for a pending invitation (row locked, so a revoke cannot slip in), audited as `action`. */
async function renewToken(
  tx: Db,
  deps: Pick<Deps, 'actor' | 'context'> & { mailer?: Deps['mailer'] },
  id: string,
  hash: string,
  action: 'user.invitation_resent' | 'user.invitation_link_issued',
  mail?: (row: typeof invitations.$inferSelect) => OutgoingEmail,
) {
  const [current] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!current) throw notFound('Invitation not found');
  if (current.status === 'accepted') throw conflict('This invitation has already been accepted');
  if (current.status !== 'pending') {
    throw new AppError(409, 'INVITATION_NOT_PENDING', 'This invitation was revoked. Send a new invitation instead.');
  }
  const [updated] = await tx
    .update(invitations)
    .set({ tokenHash: hash, expiresAt: expiry() })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning();
  const { mailIds } = await commitChange(
    tx,
    { actor: deps.actor, request: deps.context, mailer: deps.mailer },
    {
      audit: { action, category: 'team', target: { type: 'invitation', id, label: updated!.email } },
      mail: mail?.(updated!),
    },
  );
  return { row: updated!, mailIds };
}

export async function revokeInvitation(deps: Omit<Deps, 'mailer' | 'publicUrl'>, id: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning();
    if (!row) throw notFound('No pending invitation with that id');
    await commitChange(
      tx,
      { actor: deps.actor, request: deps.context },
      {
        audit: {
          action: 'user.invitation_revoked',
          category: 'team',
          target: { type: 'invitation', id, label: row.email },
        },
      },
    );
    return row;
  });
}

/** What an admin sees of an invitation: never the token's hash. */
const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  role: invitations.role,
  clientId: invitations.clientId,
  status: invitations.status,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
};

export async function listInvitations(db: Db, { cursor, limit }: { cursor?: string; limit: number }) {
  const rows = await db
    .select({ ...invitationColumns, ...keyset(invitations) })
    .from(invitations)
    .where(afterCursor(invitations, decodeCursor(cursor)))
    .orderBy(...newestFirst(invitations))
    .limit(limit + 1);
  return toPage(rows, limit);
}

/** Finds the invitation a link carries, or says precisely why it cannot be used. */
export async function findUsableInvitation(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!row || row.status === 'revoked')
    throw new AppError(404, 'INVITATION_INVALID', 'This invitation link is not valid.');
  if (row.status === 'accepted') throw new AppError(409, 'INVITATION_USED', 'This invitation has already been used.');
  if (row.status === 'expired' || row.expiresAt.getTime() < Date.now()) {
    throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation link has expired.');
  }
  return row;
}

/**
 * Creates the invitee's account with the chosen password, in one transaction with the invitation. The
 * invitation is claimed first by a conditional update: of two accepts at once, the second waits on the row
 * and then finds it accepted (409 INVITATION_USED) instead of failing on the duplicate e-mail.
 */
export async function acceptInvitation(db: Db, token: string, password: string, context: RequestContext) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, token);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    if (taken) throw conflict('A user with this e-mail address already exists');
    const name = `${invitation.firstName} ${invitation.lastName}`.trim() || invitation.email;
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        name,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        emailVerified: true,
      })
      .returning();
    await tx
      .insert(accounts)
      .values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password: passwordHash });
    if (invitation.role === 'CLIENT' && invitation.clientId) {
      await assertWithinPlan(tx, invitation.clientId, 'members');
      await tx.insert(clientMembers).values({ userId: user!.id, clientId: invitation.clientId });
    }
    await tx.update(invitations).set({ userId: user!.id }).where(eq(invitations.id, invitation.id));
    await commitChange(
      tx,
      { actor: { id: user!.id, email: user!.email, name }, request: context },
      {
        audit: {
          action: 'user.invitation_accepted',
          category: 'team',
          level: 'success',
          target: { type: 'user', id: user!.id, label: user!.email },
          details: { role: invitation.role },
        },
        notify: await acceptanceNotices(tx, { id: user!.id, name, email: user!.email, role: invitation.role }),
      },
    );
    return user!;
  });
}

/**
 * The invitee had no account when invited, so the event worth a notification is theirs joining: every active admin
 * (only admins invite, D4) learns who accepted, with a link to the users list.
 */
async function acceptanceNotices(
  tx: Db,
  joined: { id: string; name: string; email: string; role: Role },
): Promise<NotificationInput[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
  return admins.map((admin) => ({
    userId: admin.id,
    type: 'system' as const,
    level: 'success' as const,
    text: notificationText('invitationAccepted', { name: joined.name, email: joined.email, role: joined.role }),
    actionUrl: '/dashboard/users',
    related: { type: 'user', id: joined.id, name: joined.name },
  }));
}

/** Marks the link's invitation accepted if it is usable right now; otherwise says precisely why not. */
async function claimInvitation(tx: Db, token: string) {
  const now = new Date();
  const [claimed] = await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning();
  if (claimed) return claimed;
  await findUsableInvitation(tx, token);
  // Usable a moment ago, past its expiry by the time of the claim.
  throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation link has expired.');
}
