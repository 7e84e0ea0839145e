CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"story_id" uuid,
	"event_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_owner_id_idx" ON "images" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "images_story_id_idx" ON "images" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "images_event_id_idx" ON "images" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "images_unused_created_at_idx" ON "images" USING btree ("created_at") WHERE "images"."story_id" is null and "images"."event_id" is null;--> statement-breakpoint
-- A post's picture leaves with its row of images, whichever way the row goes (its post deleted, a
-- cover replaced, the orphan sweep): its bytes in pictures go with it, in the same statement.
CREATE FUNCTION images_drop_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pictures WHERE key = OLD.key;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER images_drop_bytes AFTER DELETE ON images FOR EACH ROW EXECUTE FUNCTION images_drop_bytes();
