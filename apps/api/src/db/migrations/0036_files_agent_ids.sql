DROP INDEX "files_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "agent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- ==== BEGIN hand-written (files.agent_ids mirror, ADR 0012; keep above the CREATE INDEX so the backfill does not
-- ==== write GIN entries row by row). Drizzle does not generate triggers: re-append this block when regenerating.
-- Who, besides admins and the people it is shared with, may see a file: its project's agents and its uploader
-- (whatever their role: a superset of what fileScope grants agents without a share; the search rechecks fileScope).
CREATE FUNCTION "file_agent_ids"(project_agent_ids uuid[], owner uuid) RETURNS uuid[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(
    SELECT DISTINCT u FROM unnest(coalesce(project_agent_ids, '{}'::uuid[]) || ARRAY[owner]) u WHERE u IS NOT NULL
    ORDER BY u
  )
$$;--> statement-breakpoint
CREATE FUNCTION "files_agent_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team uuid[];
BEGIN
  IF NEW.project_id IS NOT NULL THEN
    -- FOR SHARE waits for a change of this project's team being written (its mirror would miss this file), and
    -- then reads what it wrote.
    SELECT agent_ids INTO team FROM projects WHERE id = NEW.project_id FOR SHARE;
  END IF;
  NEW.agent_ids := file_agent_ids(team, NEW.owner_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "files_agent_ids" BEFORE INSERT OR UPDATE OF project_id, owner_id ON "files"
  FOR EACH ROW EXECUTE FUNCTION files_agent_ids();--> statement-breakpoint
-- Migration 0019's statement trigger on project_agents, now also rewriting the files of the projects it touched.
CREATE OR REPLACE FUNCTION "project_agents_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id IN (SELECT project_id FROM changed) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects SET agent_ids = project_agent_ids(id) WHERE id IN (SELECT project_id FROM changed);
  UPDATE tasks SET agent_ids = projects.agent_ids FROM projects
    WHERE tasks.project_id = projects.id AND projects.id IN (SELECT project_id FROM changed);
  UPDATE files SET agent_ids = file_agent_ids(projects.agent_ids, files.owner_id) FROM projects
    WHERE files.project_id = projects.id AND projects.id IN (SELECT project_id FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "files" SET "agent_ids" = file_agent_ids(
    (SELECT agent_ids FROM projects WHERE projects.id = files.project_id), owner_id
  );--> statement-breakpoint
-- ==== END hand-written
CREATE INDEX "files_agent_ids_name_trgm_idx" ON "files" USING gin ("agent_ids","name" gin_trgm_ops) WITH (fastupdate=false);