import { accessFor, canAny } from '@agency/shared/permissions';
import { TEAM_MESSAGES } from '@agency/shared/team';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  certifications,
  clients,
  performanceReviews,
  projectAgents,
  projects,
  userPresence,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { presenceStatus } from '../../realtime/presence.ts';
import { figures, progressOf, projectScope } from '../projects/queries.ts';
import {
  clientSatisfactionSql,
  completedTasksSql,
  onTimeDeliverySql,
  productivitySql,
  projectCountSql,
  ratingSql,
  reviewCountSql,
} from './figures.ts';
import { directoryCaller, projectCaller, teamScope } from './queries.ts';

/** What the caller may do with this person's profile: read the private fields, edit, write a review. */
export function profileRights(caller: Caller, personId: string) {
  const self = caller.user.id === personId;
  const privateAccess = accessFor(caller.user.role, 'employee:read-private');
  const update = accessFor(caller.user.role, 'employee:update');
  return {
    private: privateAccess === 'any' || (privateAccess === 'own' && self),
    edit: update === 'any' || (update === 'own' && self),
    editAdminFields: update === 'any',
    review: canAny(caller.user.role, 'employee:review') && !self,
  };
}

const manager = alias(users, 'manager');

/**
 * One staff member's profile (001 §2 "Employee Profile"), for staff only (the route's `employee:read`): the person
 * within the team scope (a deactivated account is an admin's to see), their figures, the projects the caller may see,
 * and their reviews when the caller may read private fields. Anyone else is 404.
 */
export async function getEmployeeProfile(db: Db, caller: Caller, id: string) {
  const rights = profileRights(caller, id);
  // An admin also opens a deactivated colleague's profile (to reactivate or review their history).
  const inScope =
    caller.user.role === 'ADMIN' ? inArray(users.role, ['ADMIN', 'AGENT']) : teamScope(directoryCaller(caller));
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      jobTitle: users.jobTitle,
      department: users.department,
      status: presenceStatus(),
      lastSeenAt: users.lastSeenAt,
      location: users.location,
      timezone: users.timezone,
      image: users.image,
      joinedAt: users.joinedAt,
      skills: users.skills,
      bio: users.bio,
      phone: users.phone,
      isActive: users.isActive,
      managerId: manager.id,
      managerName: manager.name,
      currentProjects: projectCountSql(and(ne(projects.status, 'completed'), projectScope(projectCaller(caller)))),
      projectsCompleted: projectCountSql(eq(projects.status, 'completed')),
      completedTasks: completedTasksSql(),
      productivity: productivitySql(),
      onTimeDelivery: onTimeDeliverySql(),
      clientSatisfaction: clientSatisfactionSql(),
      rating: ratingSql(),
      reviewCount: reviewCountSql(),
    })
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(and(eq(users.id, id), inScope));
  if (!row) throw notFound(TEAM_MESSAGES.notFound);

  const scopedProjects = projectCaller(caller);
  const [projectRows, reviewRows, certificationRows] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        clientName: clients.name,
        status: projects.status,
        role: projectAgents.role,
        startDate: projects.startDate,
        endDate: projects.endDate,
        itemsDone: figures(scopedProjects).itemsDone,
        itemsTotal: figures(scopedProjects).itemsTotal,
      })
      .from(projectAgents)
      .innerJoin(projects, eq(projects.id, projectAgents.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(and(eq(projectAgents.agentId, id), projectScope(scopedProjects)))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(100),
    rights.private
      ? db
          .select({
            id: performanceReviews.id,
            authorName: users.name,
            rating: performanceReviews.rating,
            comment: performanceReviews.comment,
            reviewedOn: performanceReviews.reviewedOn,
            createdAt: performanceReviews.createdAt,
          })
          .from(performanceReviews)
          .leftJoin(users, eq(users.id, performanceReviews.authorId))
          .where(eq(performanceReviews.userId, id))
          .orderBy(desc(performanceReviews.reviewedOn), desc(performanceReviews.createdAt))
          .limit(200)
      : Promise.resolve(null),
    db
      .select({
        id: certifications.id,
        name: certifications.name,
        issuer: certifications.issuer,
        issuedOn: certifications.issuedOn,
      })
      .from(certifications)
      .where(eq(certifications.userId, id))
      .orderBy(desc(certifications.issuedOn), asc(certifications.name))
      .limit(100),
  ]);

  const { managerId, managerName, projectsCompleted, onTimeDelivery, clientSatisfaction, reviewCount, ...member } = row;
  return {
    member: {
      ...member,
      phone: rights.private ? member.phone : null,
      manager: managerId && managerName ? { id: managerId, name: managerName } : null,
    },
    performance: {
      rating: member.rating,
      reviewCount,
      projectsCompleted,
      clientSatisfaction,
      onTimeDelivery,
      productivity: member.productivity,
    },
    projects: projectRows.map(({ itemsDone, itemsTotal, ...project }) => ({
      ...project,
      progress: progressOf(project.status, itemsDone, itemsTotal),
    })),
    reviews: reviewRows,
    certifications: certificationRows,
    permissions: { edit: rights.edit, editAdminFields: rights.editAdminFields, review: rights.review },
  };
}
