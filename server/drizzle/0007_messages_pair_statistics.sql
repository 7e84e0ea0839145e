-- How many messages each pair of people exchanged, so the planner knows a long conversation is
-- long: with the per-column statistics alone it guessed about 30 rows for every pair and, for a
-- 4,400-message conversation, fetched all of them and sorted them (225 ms) instead of reading the
-- newest page from messages_pair_created_at_idx (0.1 ms).
CREATE STATISTICS IF NOT EXISTS "messages_pair_stats" (mcv) ON "pair_low", "pair_high" FROM "messages";--> statement-breakpoint
ALTER STATISTICS "messages_pair_stats" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "messages";
