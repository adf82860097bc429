CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"project_id" uuid,
	"client_id" uuid,
	"user_ids" uuid[],
	"staff_only" boolean DEFAULT false NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_project_id_id_idx" ON "live_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "live_events_client_id_id_idx" ON "live_events" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "live_events_user_ids_idx" ON "live_events" USING gin ("user_ids");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");