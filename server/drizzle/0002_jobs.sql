CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posted_by" uuid NOT NULL,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"job_type" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"salary" text NOT NULL,
	"apply_link" text NOT NULL,
	"expires_at" date NOT NULL,
	"filled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."filled" = false;--> statement-breakpoint
CREATE INDEX "jobs_posted_by_created_at_idx" ON "jobs" USING btree ("posted_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);