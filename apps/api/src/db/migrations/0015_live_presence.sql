CREATE TABLE "presence_connections" (
	"process_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"connections" integer NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_connections_process_id_user_id_pk" PRIMARY KEY("process_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"choice" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_presence_choice" CHECK ("user_presence"."choice" in ('away', 'busy'))
);
--> statement-breakpoint
ALTER TABLE "presence_connections" ADD CONSTRAINT "presence_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_connections_user_id_heartbeat_at_idx" ON "presence_connections" USING btree ("user_id","heartbeat_at");--> statement-breakpoint
CREATE INDEX "presence_connections_heartbeat_at_idx" ON "presence_connections" USING btree ("heartbeat_at");