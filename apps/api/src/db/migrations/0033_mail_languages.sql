ALTER TABLE "invitations" ADD COLUMN "language" "language";--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "statement_mailed_at" timestamp with time zone;--> statement-breakpoint
-- Statements paid before pay-statement mails existed count as mailed: replaying their period must not mail them now.
UPDATE "payroll_records" SET "statement_mailed_at" = coalesce("paid_at", "created_at") WHERE "status" = 'paid';
