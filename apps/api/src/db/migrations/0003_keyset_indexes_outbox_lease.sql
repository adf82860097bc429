-- Substring search on users (name, e-mail) needs trigram indexes; PGlite loads the extension too (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_actor_id_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_category_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_level_created_at_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "invitations_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_status_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_status_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_at_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_id_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_id_created_at_id_idx" ON "audit_logs" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_category_created_at_id_idx" ON "audit_logs" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_level_created_at_id_idx" ON "audit_logs" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_id_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_id_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_kind_created_at_id_idx" ON "email_outbox" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_id_idx" ON "email_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_addresses_idx" ON "email_outbox" USING gin ("to_addresses");--> statement-breakpoint
CREATE INDEX "invitations_created_at_id_idx" ON "invitations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_id_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_created_at_id_idx" ON "newsletter_subscribers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_id_idx" ON "newsletter_subscribers" USING btree ("created_at","id");