CREATE TABLE "account_erasures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"scheduled_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp (3) with time zone,
	"answered_by_name" text
);
--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_due_idx" ON "account_erasures" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_queue_idx" ON "privacy_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at");