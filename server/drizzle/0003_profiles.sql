ALTER TABLE "users" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cgpa" real;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "experience" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_profile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hobbies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentorship_interest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_visibility" text DEFAULT 'alumni' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob_visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_year_sort_idx" ON "users" USING btree ("year_of_passing" DESC NULLS LAST,lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_programme_idx" ON "users" USING btree ("programme");--> statement-breakpoint
CREATE INDEX "users_college_idx" ON "users" USING btree ("college_name");--> statement-breakpoint
-- The directory searches name, job title, company and skills; a trigger keeps the document
-- current on every insert and update, whichever code path writes the row.
CREATE FUNCTION users_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := to_tsvector('simple',
    coalesce(NEW.full_name, '') || ' ' || coalesce(NEW.current_job_title, '') || ' ' ||
    coalesce(NEW.company_name, '') || ' ' || array_to_string(NEW.skills, ' '));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_vector_refresh BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_search_vector_refresh();--> statement-breakpoint
UPDATE "users" SET "full_name" = "full_name";
