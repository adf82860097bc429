DROP INDEX "webhook_deliveries_webhook_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_snippet" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_client_id_idx" ON "webhooks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "webhooks_created_at_id_idx" ON "webhooks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_created_at_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at","id");