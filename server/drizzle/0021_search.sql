-- Search (issue 30, docs/decisions/0048-search.md). pg_trgm for typos (PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"search_doc" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
-- One spelling for searching, as server/src/modules/search/fold.ts folds a query: each Bengali
-- letter as the transliteration package spells it (the replace/translate below are generated
-- from it), lower case, words of a-z and 0-9, a doubled letter once.
CREATE FUNCTION search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(lower(
    translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value, 'ঀ', ''), '঄', ''), 'আ', 'aa'), 'ঈ', 'ii'), 'ঊ', 'uu'), 'ঌ', 'RR'), '঍', ''), '঎', ''), 'ঐ', 'ai'), '঑', ''), '঒', ''), 'ঔ', 'au'), 'খ', 'kh'), 'ঘ', 'gh'), 'ঙ', 'ng'), 'ছ', 'ch'), 'ঝ', 'jh'), 'ঞ', 'ny'), 'ট', 'tt'), 'ঠ', 'tth'), 'ড', 'dd'), 'ঢ', 'ddh'), 'ণ', 'nn'), 'থ', 'th'), 'ধ', 'dh'), '঩', ''), 'ফ', 'ph'), 'ভ', 'bh'), '঱', ''), '঳', ''), '঴', ''), '঵', ''), 'শ', 'sh'), 'ষ', 'ss'), '঺', ''), '঻', ''), 'ঽ', ''), 'া', 'aa'), 'ী', 'ii'), 'ূ', 'uu'), 'ৄ', 'RR'), '৅', ''), '৆', ''), 'ৈ', 'ai'), '৉', ''), '৊', ''), 'ৌ', 'au'), '্', ''), 'ৎ', ''), '৏', ''), '৐', ''), '৑', ''), '৒', ''), '৓', ''), '৔', ''), '৕', ''), '৖', ''), '৘', ''), '৙', ''), '৚', ''), '৛', ''), 'ড়', 'rr'), 'ঢ়', 'rh'), '৞', ''), 'য়', 'yy'), 'ৠ', 'RR'), 'ৡ', 'LL'), 'ৣ', 'LL'), '৤', ''), '৥', ''), 'ৰ', 'r'''), 'ৱ', 'r`'), '৲', 'Rs'), '৳', 'Rs'), '৴', '1/'), '৵', '2/'), '৶', '3/'), '৷', '4/'), '৸', ' 1 - 1/'), '৹', '/16'), '৺', ''), '৻', ''), 'ৼ', ''), '৽', ''), '৾', ''), '৿', ''), 'ঁংঃঅইউঋএওকগচজতদনপবমযরলসহ়িুৃেোৗৢ০১২৩৪৫৬৭৮৯', 'NNHaiuReokgcjtdnpbmyrlsh''iuReo+L0123456789')), '[''`+]', '', 'g'), '[^a-z0-9]+', ' ', 'g'), '([a-z])\1+', '\1', 'g'))
$$;--> statement-breakpoint
-- What each kind is found by, kept by a trigger in the write's own transaction. A member is found
-- only by what the directory shows every verified member: name, batch, programme, college, job,
-- company, skills, and the e-mail only while its owner shows it to alumni (never the phone,
-- address or birthday).
CREATE FUNCTION users_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'people' AND id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (kind, id, search_text, search_doc)
    SELECT 'people', NEW.id, folded, to_tsvector('simple', folded)
    FROM (SELECT search_key(concat_ws(' ', NEW.full_name, NEW.year_of_passing::text, NEW.programme, NEW.college_name, NEW.current_job_title, NEW.company_name, array_to_string(NEW.skills, ' '), CASE WHEN NEW.email_visibility = 'alumni' THEN NEW.email END)) AS folded) AS document
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only a change to what a member is found by rewrites their row: a sign-in or a session does not.
CREATE TRIGGER users_search_refresh AFTER INSERT OR DELETE OR UPDATE OF full_name, year_of_passing, programme, college_name, current_job_title, company_name, skills, email_visibility, email ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_search_refresh();--> statement-breakpoint
CREATE FUNCTION stories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'stories' AND id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (kind, id, search_text, search_doc)
    SELECT 'stories', NEW.id, folded, to_tsvector('simple', folded)
    FROM (SELECT search_key(concat_ws(' ', NEW.title, NEW.description, NEW.content, NEW.author, NEW.category)) AS folded) AS document
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stories_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "stories"
  FOR EACH ROW EXECUTE FUNCTION stories_search_refresh();--> statement-breakpoint
CREATE FUNCTION events_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'events' AND id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (kind, id, search_text, search_doc)
    SELECT 'events', NEW.id, folded, to_tsvector('simple', folded)
    FROM (SELECT search_key(concat_ws(' ', NEW.title, NEW.description, NEW.location, NEW.category, NEW.presenter_name)) AS folded) AS document
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_search_refresh();--> statement-breakpoint
CREATE FUNCTION jobs_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'jobs' AND id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (kind, id, search_text, search_doc)
    SELECT 'jobs', NEW.id, folded, to_tsvector('simple', folded)
    FROM (SELECT search_key(concat_ws(' ', NEW.job_title, NEW.company, NEW.location, NEW.job_type, NEW.description, NEW.requirements)) AS folded) AS document
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_refresh();--> statement-breakpoint
CREATE FUNCTION chapters_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'chapters' AND id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (kind, id, search_text, search_doc)
    SELECT 'chapters', NEW.id, folded, to_tsvector('simple', folded)
    FROM (SELECT search_key(concat_ws(' ', NEW.name, NEW.college)) AS folded) AS document
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER chapters_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "chapters"
  FOR EACH ROW EXECUTE FUNCTION chapters_search_refresh();--> statement-breakpoint
-- Backfill: what is already there (the same expressions as the triggers).
INSERT INTO search_documents (kind, id, search_text, search_doc) SELECT 'people', id, k, to_tsvector('simple', k) FROM (SELECT id, search_key(concat_ws(' ', full_name, year_of_passing::text, programme, college_name, current_job_title, company_name, array_to_string(skills, ' '), CASE WHEN email_visibility = 'alumni' THEN email END)) AS k FROM users) AS s;--> statement-breakpoint
INSERT INTO search_documents (kind, id, search_text, search_doc) SELECT 'stories', id, k, to_tsvector('simple', k) FROM (SELECT id, search_key(concat_ws(' ', title, description, content, author, category)) AS k FROM stories) AS s;--> statement-breakpoint
INSERT INTO search_documents (kind, id, search_text, search_doc) SELECT 'events', id, k, to_tsvector('simple', k) FROM (SELECT id, search_key(concat_ws(' ', title, description, location, category, presenter_name)) AS k FROM events) AS s;--> statement-breakpoint
INSERT INTO search_documents (kind, id, search_text, search_doc) SELECT 'jobs', id, k, to_tsvector('simple', k) FROM (SELECT id, search_key(concat_ws(' ', job_title, company, location, job_type, description, requirements)) AS k FROM jobs) AS s;--> statement-breakpoint
INSERT INTO search_documents (kind, id, search_text, search_doc) SELECT 'chapters', id, k, to_tsvector('simple', k) FROM (SELECT id, search_key(concat_ws(' ', name, college)) AS k FROM chapters) AS s;--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);
