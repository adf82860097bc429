import { and, eq, type SQL, sql } from 'drizzle-orm';
import { performanceReviews, projectAgents, projectRatings, projects, tasks, users } from '../../db/schema/index.ts';

// A person's computed figures (D13), as correlated subqueries over `users`: each is served by an index on the
// person's id (tasks_assignee_id_status_idx, performance_reviews_user_id_reviewed_on_idx, project_agents' agent
// index), so a page of 24 members is one statement. "Today" is the database's date, the same for every reader.
//
// - productivity: of the person's tasks that are due by now (done, or with a due date already past), the share done
//   by their due date. An overdue open task counts against it; a task without a due date does not count.
// - on-time delivery: of the tasks the person completed that had a due date, the share completed by it.
// - rating: the average of their performance reviews, one decimal.
// - client satisfaction: the average client rating (project_ratings) of the projects they worked on, as a percent
//   of five stars.

const ofPerson = sql`from ${tasks} where ${tasks.assigneeId} = ${users.id}`;
const doneOnTime = sql`${tasks.status} = 'done' and ${tasks.dueDate} is not null and ${tasks.completedAt} is not null and (${tasks.completedAt} at time zone 'UTC')::date <= ${tasks.dueDate}`;

const countOf = (where: SQL) => sql`(select count(*) ${ofPerson} and ${where})`;
const share = (part: SQL, whole: SQL) =>
  sql<
    number | null
  >`(select case when w = 0 then null else round(100.0 * p / w)::int end from (select ${part} as p, ${whole} as w) s)`;

export const productivitySql = () =>
  share(
    countOf(doneOnTime),
    countOf(sql`${tasks.dueDate} is not null and (${tasks.status} = 'done' or ${tasks.dueDate} < current_date)`),
  );

export const onTimeDeliverySql = () =>
  share(countOf(doneOnTime), countOf(sql`${tasks.status} = 'done' and ${tasks.dueDate} is not null`));

export const completedTasksSql = () => sql<number>`(select count(*)::int ${ofPerson} and ${tasks.status} = 'done')`;

export const ratingSql = () =>
  sql<
    number | null
  >`(select round(avg(${performanceReviews.rating}), 1)::float8 from ${performanceReviews} where ${performanceReviews.userId} = ${users.id})`;

export const reviewCountSql = () =>
  sql<number>`(select count(*)::int from ${performanceReviews} where ${performanceReviews.userId} = ${users.id})`;

/** Projects of the person matching `where` (on `projects`), e.g. not completed, within the caller's project scope. */
export const projectCountSql = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${projectAgents} join ${projects} on ${eq(projects.id, projectAgents.projectId)} where ${and(
    eq(projectAgents.agentId, users.id),
    where ?? sql`true`,
  )})`;

export const clientSatisfactionSql = () =>
  sql<number | null>`(select round(avg(${projectRatings.rating}) * 20)::int from ${projectRatings}
    join ${projectAgents} on ${eq(projectAgents.projectId, projectRatings.projectId)}
    where ${projectAgents.agentId} = ${users.id})`;
