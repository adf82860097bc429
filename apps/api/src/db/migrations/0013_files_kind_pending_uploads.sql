CREATE TABLE "pending_uploads" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_started_at_idx" ON "pending_uploads" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "files_name_id_idx" ON "files" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "files_updated_at_id_idx" ON "files" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "files_size_bytes_id_idx" ON "files" USING btree ("size_bytes","id");--> statement-breakpoint
CREATE INDEX "files_kind_id_idx" ON "files" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "folders_name_trgm_idx" ON "folders" USING gin ("name" gin_trgm_ops);