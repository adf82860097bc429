CREATE TABLE "process_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "workflow_runs_workflow_key_started_at_idx";--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "trigger" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_templates" ADD CONSTRAINT "process_templates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_settings" ADD CONSTRAINT "workflow_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_templates_created_at_id_idx" ON "process_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "process_templates_created_by_id_idx" ON "process_templates" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "workflow_runs_started_at_id_idx" ON "workflow_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "workflow_runs_workflow_key_started_at_id_idx" ON "workflow_runs" USING btree ("workflow_key","created_at","id");