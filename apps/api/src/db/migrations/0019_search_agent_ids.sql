-- Search narrows an agent's projects and tasks in the trigram index itself (ADR 0012): each row carries the agents
-- who may see it, mirrored from project_agents by the triggers below, in a multicolumn GIN index with the trigrams.
-- A search aid only: every query that narrows by agent_ids also checks the real scope.
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tasks_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "agent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- The agents on a project, sorted.
CREATE FUNCTION "project_agent_ids"(p uuid) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(agent_id ORDER BY agent_id), '{}'::uuid[]) FROM project_agents WHERE project_id = p
$$;--> statement-breakpoint
-- Who, besides admins, may see a task: its project's agents, or for an internal task its creator and assignee.
CREATE FUNCTION "tasks_agent_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.project_id IS NULL THEN
    NEW.agent_ids := ARRAY(
      SELECT DISTINCT u FROM unnest(ARRAY[NEW.created_by_id, NEW.assignee_id]) u WHERE u IS NOT NULL ORDER BY u
    );
  ELSE
    -- FOR SHARE waits for an assignment to this project that is being written (its mirror, below, would miss this
    -- task), and then reads what it wrote.
    SELECT agent_ids INTO NEW.agent_ids FROM projects WHERE id = NEW.project_id FOR SHARE;
    NEW.agent_ids := coalesce(NEW.agent_ids, '{}'::uuid[]);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_agent_ids" BEFORE INSERT OR UPDATE OF project_id, created_by_id, assignee_id ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION tasks_agent_ids();--> statement-breakpoint
-- A statement's assignments at once (a bulk insert updates each project and its tasks once). The projects are
-- locked first and project_agents read in the next statement, so an assignment to the same project committed
-- meanwhile is counted, and a task being added to them waits (FOR SHARE above).
CREATE FUNCTION "project_agents_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id IN (SELECT project_id FROM changed) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects SET agent_ids = project_agent_ids(id) WHERE id IN (SELECT project_id FROM changed);
  UPDATE tasks SET agent_ids = projects.agent_ids FROM projects
    WHERE tasks.project_id = projects.id AND projects.id IN (SELECT project_id FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_agents_mirror_insert" AFTER INSERT ON "project_agents" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_agents_mirror();--> statement-breakpoint
CREATE TRIGGER "project_agents_mirror_delete" AFTER DELETE ON "project_agents" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_agents_mirror();--> statement-breakpoint
CREATE TRIGGER "project_agents_mirror_update_from" AFTER UPDATE ON "project_agents" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_agents_mirror();--> statement-breakpoint
CREATE TRIGGER "project_agents_mirror_update_to" AFTER UPDATE ON "project_agents" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_agents_mirror();--> statement-breakpoint
UPDATE "projects" SET "agent_ids" = project_agent_ids(id)
  WHERE EXISTS (SELECT 1 FROM project_agents WHERE project_agents.project_id = projects.id);--> statement-breakpoint
UPDATE "tasks" SET "agent_ids" = CASE
    WHEN project_id IS NOT NULL THEN (SELECT agent_ids FROM projects WHERE projects.id = tasks.project_id)
    ELSE ARRAY(SELECT DISTINCT u FROM unnest(ARRAY[created_by_id, assignee_id]) u WHERE u IS NOT NULL ORDER BY u)
  END;--> statement-breakpoint
CREATE INDEX "projects_agent_ids_name_trgm_idx" ON "projects" USING gin ("agent_ids","name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tasks_agent_ids_title_trgm_idx" ON "tasks" USING gin ("agent_ids","title" gin_trgm_ops) WITH (fastupdate=false);
