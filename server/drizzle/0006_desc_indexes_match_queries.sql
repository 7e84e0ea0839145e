DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "campaigns_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "conversations_user_last_message_idx";--> statement-breakpoint
DROP INDEX "events_created_by_date_idx";--> statement-breakpoint
DROP INDEX "jobs_open_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_posted_by_created_at_idx";--> statement-breakpoint
DROP INDEX "messages_pair_created_at_idx";--> statement-breakpoint
DROP INDEX "reports_status_created_at_idx";--> statement-breakpoint
DROP INDEX "stories_created_at_id_idx";--> statement-breakpoint
DROP INDEX "stories_author_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_user_last_message_idx" ON "conversations" USING btree ("user_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_created_by_date_idx" ON "events" USING btree ("created_by","date" DESC NULLS FIRST,"time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."filled" = false;--> statement-breakpoint
CREATE INDEX "jobs_posted_by_created_at_idx" ON "jobs" USING btree ("posted_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_pair_created_at_idx" ON "messages" USING btree ("pair_low","pair_high","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_status_created_at_idx" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_created_at_id_idx" ON "stories" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_author_created_at_idx" ON "stories" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);