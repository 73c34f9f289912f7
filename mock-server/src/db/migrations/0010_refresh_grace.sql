-- A session remembers the refresh token its last rotation replaced, and when: that token, presented
-- again within a short grace (another tab of the same user refreshing with it at nearly the same
-- time), is answered with the rotation's new token instead of being taken as theft.
ALTER TABLE "sessions" ADD COLUMN "previous_jti" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamptz;
