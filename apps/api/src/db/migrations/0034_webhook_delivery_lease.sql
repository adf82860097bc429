ALTER TABLE "webhook_deliveries" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
-- Hand-written: a delivery left 'sending' before leases existed gets one that runs out after a worker's longest
-- attempt, so the reclaim sweep sends it once more (an attempt still in flight on an older server ends well before).
UPDATE "webhook_deliveries" SET "locked_until" = now() + interval '2 minutes' WHERE "status" = 'sending';
