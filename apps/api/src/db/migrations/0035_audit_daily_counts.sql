CREATE TABLE "audit_daily_counts" (
	"day" date NOT NULL,
	"level" "audit_level" NOT NULL,
	"category" "audit_category" NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "audit_daily_counts_day_level_category_pk" PRIMARY KEY("day","level","category")
);
--> statement-breakpoint
CREATE TABLE "audit_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_rollup_totals" (
	"level" "audit_level" NOT NULL,
	"category" "audit_category" NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "audit_rollup_totals_level_category_pk" PRIMARY KEY("level","category")
);
