CREATE TYPE "public"."client_location" AS ENUM('local', 'remote', 'international');--> statement-breakpoint
CREATE TYPE "public"."deliverable_status" AS ENUM('pending', 'in-progress', 'completed');--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"status" "deliverable_status" DEFAULT 'pending' NOT NULL,
	"client_visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"incurred_on" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_expenses_amount_non_negative" CHECK ("project_expenses"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_ratings_rating_range" CHECK ("project_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_progress_range";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_money_non_negative";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_deliverables_range";--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_progress_range";--> statement-breakpoint
DROP INDEX "clients_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_project_id_idx";--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "client_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "location" "client_location" DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_page_view_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ratings" ADD CONSTRAINT "project_ratings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ratings" ADD CONSTRAINT "project_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverables_project_id_position_idx" ON "deliverables" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "deliverables_created_by_id_idx" ON "deliverables" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "project_expenses_project_id_idx" ON "project_expenses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_expenses_created_by_id_idx" ON "project_expenses" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_ratings_project_id_user_id_idx" ON "project_ratings" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_ratings_user_id_idx" ON "project_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_ratings_created_at_idx" ON "project_ratings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_page_view_id_page_views_id_fk" FOREIGN KEY ("first_page_view_id") REFERENCES "public"."page_views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_client_id_created_at_id_idx" ON "audit_logs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_project_id_created_at_id_idx" ON "audit_logs" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_created_at_id_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_client_id_idx" ON "leads" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "leads_project_id_idx" ON "leads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "leads_first_page_view_id_idx" ON "leads" USING btree ("first_page_view_id");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_created_at_id_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_client_id_created_at_id_idx" ON "projects" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_project_id_created_at_id_idx" ON "tasks" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_id_created_at_id_idx" ON "tasks" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_id_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "spent_cents";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "progress";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "deliverables";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "completed_deliverables";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "progress";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_non_negative" CHECK ("projects"."budget_cents" >= 0);