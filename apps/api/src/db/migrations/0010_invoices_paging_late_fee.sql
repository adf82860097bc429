ALTER TABLE "invoice_items" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_id_idx" ON "invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_id_created_at_id_idx" ON "invoices" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_kind" CHECK ("invoice_items"."kind" in ('service', 'late_fee'));