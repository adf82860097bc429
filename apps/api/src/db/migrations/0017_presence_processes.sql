CREATE TABLE "presence_processes" (
	"process_id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Processes holding sockets now keep their heartbeat on one row each (hand-written: the rows that exist move over).
INSERT INTO "presence_processes" ("process_id", "heartbeat_at") SELECT "process_id", max("heartbeat_at") FROM "presence_connections" GROUP BY "process_id";--> statement-breakpoint
DROP INDEX "presence_connections_user_id_heartbeat_at_idx";--> statement-breakpoint
DROP INDEX "presence_connections_heartbeat_at_idx";--> statement-breakpoint
ALTER TABLE "presence_connections" ADD CONSTRAINT "presence_connections_process_id_presence_processes_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."presence_processes"("process_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_connections_user_id_idx" ON "presence_connections" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "presence_connections" DROP COLUMN "heartbeat_at";