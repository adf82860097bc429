import type { Role } from '@agency/shared/enums';
import { hashPassword } from 'better-auth/crypto';
import { and, desc, eq } from 'drizzle-orm';
import { invitationEmail } from '../../auth/emails.ts';
import type { Db } from '../../db/client.ts';
import { accounts, clientMembers, clients, invitations, users } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';

export const INVITATION_DAYS = 7;

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  clientId?: string | null;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  actor: Actor & { id: string };
  context: RequestContext;
}

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
const linkFor = (publicUrl: string, token: string) =>
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
        invitedById: deps.actor.id,
        expiresAt: expiry(),
      })
      .returning();
    mailIds.push(await sendInvitationMail(tx, deps, row!, token));
    await writeAudit(tx, {
      action: 'user.invited',
      category: 'team',
      level: 'success',
      actor: deps.actor,
      target: { type: 'invitation', id: row!.id, label: email },
      details: { role: input.role, clientId: row!.clientId },
      context: deps.context,
    });
    return row!;
  });
  await deps.mailer.deliverNow(mailIds);
  return invitation;
}

async function sendInvitationMail(
  tx: Db,
  deps: Deps,
  row: typeof invitations.$inferSelect,
  token: string,
): Promise<string> {
  const mail = invitationEmail({
    firstName: row.firstName,
    inviter: deps.actor.name || 'The agency team',
    role: row.role,
    link: linkFor(deps.publicUrl, token),
  });
  const { id } = await deps.mailer.enqueue(tx, { ...mail, to: row.email, kind: 'invitation' });
  return id;
}

export async function resendInvitation(deps: Deps, id: string) {
  const { token, hash } = newToken();
  const mailIds: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, id));
    if (!current) throw notFound('Invitation not found');
    if (current.status === 'accepted') throw conflict('This invitation has already been accepted');
    // The old link stops working: only the newest token's hash is kept.
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hash, status: 'pending', expiresAt: expiry() })
      .where(eq(invitations.id, id))
      .returning();
    mailIds.push(await sendInvitationMail(tx, deps, updated!, token));
    await writeAudit(tx, {
      action: 'user.invitation_resent',
      category: 'team',
      actor: deps.actor,
      target: { type: 'invitation', id, label: updated!.email },
      context: deps.context,
    });
    return updated!;
  });
  await deps.mailer.deliverNow(mailIds);
  return row;
}

export async function revokeInvitation(deps: Omit<Deps, 'mailer' | 'publicUrl'>, id: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning();
    if (!row) throw notFound('No pending invitation with that id');
    await writeAudit(tx, {
      action: 'user.invitation_revoked',
      category: 'team',
      actor: deps.actor,
      target: { type: 'invitation', id, label: row.email },
      context: deps.context,
    });
    return row;
  });
}

export async function listInvitations(db: Db) {
  return db.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(200);
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

/** Creates the invitee's account with the chosen password, in one transaction with the invitation. */
export async function acceptInvitation(db: Db, token: string, password: string, context: RequestContext) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const invitation = await findUsableInvitation(tx, token);
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
      await tx.insert(clientMembers).values({ userId: user!.id, clientId: invitation.clientId });
    }
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: new Date(), userId: user!.id })
      .where(eq(invitations.id, invitation.id));
    await writeAudit(tx, {
      action: 'user.invitation_accepted',
      category: 'team',
      level: 'success',
      actor: { id: user!.id, email: user!.email, name },
      target: { type: 'user', id: user!.id, label: user!.email },
      details: { role: invitation.role },
      context,
    });
    return user!;
  });
}
