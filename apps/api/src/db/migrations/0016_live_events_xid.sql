DROP INDEX "live_events_user_ids_idx";--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_xid_id_idx" ON "live_events" USING btree ("xid","id");