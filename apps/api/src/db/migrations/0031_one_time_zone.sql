-- One time zone per person: users.timezone (My Profile, Settings › General, the web's dates) becomes the only column;
-- the calendar read user_settings.timezone. A zone chosen there that users.timezone never got is copied over first.
-- The old column's default (America/New_York, which every settings row got without a choice) is not copied: such a
-- user keeps "not chosen", whose server-side zone is that same default (calendar/zone.ts).
UPDATE "users" SET "timezone" = "user_settings"."timezone"
FROM "user_settings"
WHERE "user_settings"."user_id" = "users"."id"
  AND "users"."timezone" IS NULL
  AND "user_settings"."timezone" IS NOT NULL
  AND "user_settings"."timezone" <> 'America/New_York';--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "timezone";
