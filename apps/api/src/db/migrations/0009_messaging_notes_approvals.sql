CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"deliverable_id" uuid,
	"file_id" uuid,
	"requested_by_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_subject" CHECK (("approvals"."deliverable_id" is null) <> ("approvals"."file_id" is null)),
	CONSTRAINT "approvals_status" CHECK ("approvals"."status" in ('pending', 'approved', 'changes-requested'))
);
--> statement-breakpoint
DROP INDEX "messages_project_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_message_id_idx" ON "approvals" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "approvals_project_id_idx" ON "approvals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "approvals_deliverable_id_created_at_idx" ON "approvals" USING btree ("deliverable_id","created_at");--> statement-breakpoint
CREATE INDEX "approvals_file_id_idx" ON "approvals" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "approvals_requested_by_id_idx" ON "approvals" USING btree ("requested_by_id");--> statement-breakpoint
CREATE INDEX "approvals_decided_by_id_idx" ON "approvals" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "messages_project_id_created_at_id_idx" ON "messages" USING btree ("project_id","created_at","id");