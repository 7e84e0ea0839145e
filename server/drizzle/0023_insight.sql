CREATE TABLE "college_coordinators" (
	"user_id" uuid NOT NULL,
	"college_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_coordinators_user_id_college_name_pk" PRIMARY KEY("user_id","college_name")
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_on" date;--> statement-breakpoint
ALTER TABLE "college_coordinators" ADD CONSTRAINT "college_coordinators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;