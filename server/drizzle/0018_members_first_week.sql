CREATE TABLE "verification_documents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "kind" text DEFAULT 'report' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_steps_done" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_steps_dismissed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Events written before the online field: online when the location names no place but the internet.
UPDATE "events" SET "online" = true WHERE "location" ~* '^\s*(online|virtual|remote|zoom|google meet)\M';--> statement-breakpoint
-- Members who signed up before the first-run checklist are past their first week: it starts put away.
UPDATE "users" SET "first_steps_dismissed_at" = now();
