import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invitations, users } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';
import { INVITATION_DAYS, inviteUser } from '../modules/invitations/service.ts';

// The first admin of a production install (D4: accounts are granted, so someone must grant the first). With
// ADMIN_EMAIL set and no active admin, a start invites that address as ADMIN: the link goes out by mail (the outbox)
// and into the server's log. Once an admin exists, ADMIN_EMAIL does nothing.

export type FirstAdmin =
  | { kind: 'admin-exists' }
  | { kind: 'invited'; link: string; days: number }
  | { kind: 'pending' }
  | { kind: 'refused'; reason: string };

/** "jane.doe@…" → Jane Doe: the invitation needs a name, and the admin changes it in My Profile. */
function nameFrom(email: string): { firstName: string; lastName: string } {
  const words = email
    .split('@')[0]!
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? 'Admin', lastName: words.slice(1).join(' ') || 'Admin' };
}

export async function inviteFirstAdmin(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  address: string,
  now = new Date(),
): Promise<FirstAdmin> {
  const email = address.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    // Servers starting together take turns: one invites, the others see its invitation pending.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agency:first-admin'))`);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
      .limit(1);
    if (admin) return { kind: 'admin-exists' } as const;
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.email, email),
          eq(invitations.role, 'ADMIN'),
          eq(invitations.status, 'pending'),
          gt(invitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (pending) return { kind: 'pending' } as const;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) {
      return { kind: 'refused', reason: `${email} already has an account that is not an active admin` } as const;
    }
    const invitation = await inviteUser(
      { db: tx, mailer: deps.mailer, publicUrl: deps.publicUrl, actor: {}, context: {} },
      { ...nameFrom(email), email, role: 'ADMIN' },
    );
    return { kind: 'invited', link: invitation.inviteUrl, days: INVITATION_DAYS } as const;
  });
}

/** The lines a start prints for ADMIN_EMAIL (none once an admin exists). */
export function describeFirstAdmin(result: FirstAdmin, email: string): string[] {
  switch (result.kind) {
    case 'admin-exists':
      return [];
    case 'invited':
      return [
        `  No admin yet: ${email} is invited as the first admin (valid ${result.days} days, also sent by mail):`,
        `  ${result.link}`,
      ];
    case 'pending':
      return [
        `  No admin yet: the invitation to ${email} is waiting (its link is in the mail and the log of the start that sent it).`,
      ];
    case 'refused':
      return [`  ✖ ADMIN_EMAIL: ${result.reason}; no invitation sent.`];
  }
}
