CREATE TABLE "site_daily_stats" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"device_class" "device_class" NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	"bounces" integer NOT NULL,
	"time_ms" bigint NOT NULL,
	"timed" integer NOT NULL,
	CONSTRAINT "site_daily_stats_day_path_source_device_class_pk" PRIMARY KEY("day","path","source","device_class")
);
--> statement-breakpoint
CREATE TABLE "site_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text;