DROP INDEX "clients_name_idx";--> statement-breakpoint
DROP INDEX "clients_email_idx";--> statement-breakpoint
CREATE INDEX "clients_name_id_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_email_id_idx" ON "clients" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "clients_location_idx" ON "clients" USING btree ("location");