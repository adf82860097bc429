ALTER TABLE "user_settings" ALTER COLUMN "theme" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "theme" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "date_format" text DEFAULT 'locale' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "start_page" text DEFAULT 'home' NOT NULL;