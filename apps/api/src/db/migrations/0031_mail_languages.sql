ALTER TABLE "invitations" ADD COLUMN "language" "language";--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "statement_mailed_at" timestamp with time zone;