import type { UpdateUserIdentityBody } from '@agency/shared/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';

const identityColumns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/**
 * An admin corrects a person's name or sign-in address (the person edits their own name in My Profile). The address
 * stays unique, compared without case as sign-in compares it; the person's sessions stay (they are still them).
 */
export async function updateUserIdentity(ctx: ServiceContext, id: string, body: UpdateUserIdentityBody) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(identityColumns).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('User not found');
    const email = body.email?.toLowerCase();
    if (email && email !== current.email.toLowerCase()) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id)));
      if (taken) throw conflict('A user with this e-mail address already exists');
    }
    const next = {
      firstName: body.firstName ?? current.firstName,
      lastName: body.lastName ?? current.lastName,
      email: email ?? current.email,
    };
    const changed = (['firstName', 'lastName', 'email'] as const).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return current;
    const name = `${next.firstName} ${next.lastName}`.trim();
    const [row] = await tx
      .update(users)
      .set({ ...next, name, updatedAt: ctx.now() })
      .where(eq(users.id, id))
      .returning(identityColumns);
    await commitChange(tx, ctx, {
      audit: {
        action: 'user.identity_corrected',
        category: 'security',
        level: changed.includes('email') ? 'warning' : 'info',
        target: { type: 'user', id, label: next.email },
        details: {
          fields: changed,
          ...(changed.includes('email') ? { from: current.email, to: next.email } : {}),
        },
      },
    });
    return row!;
  });
}
