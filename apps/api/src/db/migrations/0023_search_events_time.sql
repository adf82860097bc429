CREATE INDEX "calendar_events_title_trgm_idx" ON "calendar_events" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "calendar_events_created_at_id_idx" ON "calendar_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "time_entries_note_trgm_idx" ON "time_entries" USING gin ("note" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "time_entries_created_at_id_idx" ON "time_entries" USING btree ("created_at","id");