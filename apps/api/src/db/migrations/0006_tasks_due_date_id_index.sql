DROP INDEX "tasks_due_date_idx";--> statement-breakpoint
CREATE INDEX "tasks_due_date_id_idx" ON "tasks" USING btree ("due_date","id");