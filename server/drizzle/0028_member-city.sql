ALTER TABLE "users" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_visibility" text DEFAULT 'alumni' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city_country","city_state","city_id");