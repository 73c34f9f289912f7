-- What an approved week was approved with: each day's target and holiday (JSON text, Monday
-- first: [[minutes, holiday name or null], ...]), written when the week is approved and cleared
-- when it leaves that state, so a target or holiday set later changes no approved week. Weeks
-- approved before this column existed have none and count their targets as before.
ALTER TABLE "week_states" ADD COLUMN "approved_targets" text;
