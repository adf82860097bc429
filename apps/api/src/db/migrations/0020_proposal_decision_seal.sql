ALTER TABLE "proposal_decisions" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD COLUMN "signature" text;