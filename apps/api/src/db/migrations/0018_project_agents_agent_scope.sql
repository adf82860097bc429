DROP INDEX "project_agents_agent_id_idx";--> statement-breakpoint
CREATE INDEX "project_agents_agent_id_project_id_idx" ON "project_agents" USING btree ("agent_id","project_id");