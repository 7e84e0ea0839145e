CREATE TABLE "chapter_members" (
	"chapter_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_members_chapter_id_user_id_pk" PRIMARY KEY("chapter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"college" text,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "chapter_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "chapter_id" uuid;--> statement-breakpoint
ALTER TABLE "chapter_members" ADD CONSTRAINT "chapter_members_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_members" ADD CONSTRAINT "chapter_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_members_user_idx" ON "chapter_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_college_key" ON "chapters" USING btree ("college");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_active_name_key" ON "chapters" USING btree (lower("name")) WHERE "chapters"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_chapter_date_time_id_idx" ON "events" USING btree ("chapter_id","date","time","id");--> statement-breakpoint
CREATE INDEX "stories_chapter_date_created_at_idx" ON "stories" USING btree ("chapter_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);