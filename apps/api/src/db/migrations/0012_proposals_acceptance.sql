CREATE TABLE "proposal_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"typed_name" text,
	"agreed" boolean DEFAULT false NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"content_hash" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_decisions_proposal_id_unique" UNIQUE("proposal_id"),
	CONSTRAINT "proposal_decisions_decision" CHECK ("proposal_decisions"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "deposit_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_decisions_user_id_idx" ON "proposal_decisions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposals_created_at_id_idx" ON "proposals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_status_created_at_id_idx" ON "proposals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_client_id_created_at_id_idx" ON "proposals" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_title_trgm_idx" ON "proposals" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deposit_percent" CHECK ("proposals"."deposit_percent" between 0 and 100);