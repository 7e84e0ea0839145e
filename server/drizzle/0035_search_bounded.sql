-- Who may find each search document is kept in the document (issue 30, docs/decisions/0065-search-bounded.md),
-- so a search matches, filters, orders and counts in index-backed scans of search_documents instead
-- of joining every match to its kind's table. Kept in the same transaction as every write that
-- changes it: the item's own, an author's suspension, a chapter's archiving, a consent to the
-- directory, a pending account deletion. The table is partitioned by kind, so that the planner
-- knows how common a word is in each kind (its statistics are per partition): "python" is in a
-- fifth of the people and in no story, and a search chooses its scan for each kind by that.
CREATE TABLE "search_documents_next" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"search_doc" "tsvector" NOT NULL,
	"title_doc" "tsvector" NOT NULL,
	"visible" boolean NOT NULL,
	"listed_version" integer,
	"sort_date" date
) PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_documents_people" PARTITION OF "search_documents_next" FOR VALUES IN ('people');--> statement-breakpoint
CREATE TABLE "search_documents_stories" PARTITION OF "search_documents_next" FOR VALUES IN ('stories');--> statement-breakpoint
CREATE TABLE "search_documents_events" PARTITION OF "search_documents_next" FOR VALUES IN ('events');--> statement-breakpoint
CREATE TABLE "search_documents_jobs" PARTITION OF "search_documents_next" FOR VALUES IN ('jobs');--> statement-breakpoint
CREATE TABLE "search_documents_chapters" PARTITION OF "search_documents_next" FOR VALUES IN ('chapters');--> statement-breakpoint
-- Each item's search document as it should be now: the one place that says what an item is found
-- by and who may find it. A person is found only by what the directory shows every verified member
-- (name, batch, programme, college, job, company, skills, the e-mail only while its owner shows it
-- to alumni; never the phone, address or birthday), and only while verified, not suspended, and
-- consenting to the directory (`listed_version`: the notice version the consent was given under,
-- compared with the current notice's rule at search time; null while the account waits to be
-- deleted, decision 0059). A story, event or job is found while not hidden and its author not
-- suspended, a story or event also while its chapter is not archived, a chapter while not archived.
CREATE VIEW "search_sources" AS
  SELECT 'people'::text AS kind, u.id, k.folded AS search_text, to_tsvector('simple', k.folded) AS search_doc,
      to_tsvector('simple', search_key(u.full_name)) AS title_doc,
      (u.verification_status = 'verified' AND u.suspended_at IS NULL) AS visible,
      CASE WHEN NOT EXISTS (SELECT 1 FROM account_erasures e WHERE e.user_id = u.id)
        THEN (SELECT c.notice_version FROM consents c WHERE c.user_id = u.id AND c.purpose = 'directory' AND c.granted) END AS listed_version,
      NULL::date AS sort_date
    FROM users u CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', u.full_name, u.year_of_passing::text, u.programme, u.college_name, u.current_job_title, u.company_name, array_to_string(u.skills, ' '), CASE WHEN u.email_visibility = 'alumni' THEN u.email END)) AS folded) k
  UNION ALL
  SELECT 'stories', s.id, k.folded, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(s.title)),
      (s.hidden_at IS NULL AND a.suspended_at IS NULL AND ch.archived_at IS NULL), NULL::integer, s.date
    FROM stories s JOIN users a ON a.id = s.author_id LEFT JOIN chapters ch ON ch.id = s.chapter_id
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', s.title, s.description, s.content, s.author, s.category)) AS folded) k
  UNION ALL
  SELECT 'events', v.id, k.folded, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(v.title)),
      (v.hidden_at IS NULL AND a.suspended_at IS NULL AND ch.archived_at IS NULL), NULL::integer, v.date
    FROM events v JOIN users a ON a.id = v.created_by LEFT JOIN chapters ch ON ch.id = v.chapter_id
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', v.title, v.description, v.location, v.category, v.presenter_name)) AS folded) k
  UNION ALL
  SELECT 'jobs', j.id, k.folded, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(j.job_title)),
      (j.hidden_at IS NULL AND a.suspended_at IS NULL), NULL::integer, (j.created_at AT TIME ZONE 'UTC')::date
    FROM jobs j JOIN users a ON a.id = j.posted_by
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', j.job_title, j.company, j.location, j.job_type, j.description, j.requirements)) AS folded) k
  UNION ALL
  SELECT 'chapters', c.id, k.folded, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(c.name)),
      c.archived_at IS NULL, NULL::integer, NULL::date
    FROM chapters c CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', c.name, c.college)) AS folded) k;--> statement-breakpoint
-- Filled from the view (the documents as they should be), then put in the old table's place with
-- its word-table triggers (migration 0030); the words are the same, counted again to be sure.
INSERT INTO "search_documents_next" SELECT kind, id, search_text, search_doc, title_doc, visible, listed_version, sort_date FROM search_sources;--> statement-breakpoint
DROP TABLE "search_documents";--> statement-breakpoint
ALTER TABLE "search_documents_next" RENAME TO "search_documents";--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_kind_id_pk" PRIMARY KEY("kind","id");--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" USING gin ("title_doc");--> statement-breakpoint
CREATE INDEX "search_documents_order_idx" ON "search_documents" USING btree ("kind","sort_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON "search_documents" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON "search_documents" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
SELECT search_words_rebuild();--> statement-breakpoint
-- Writes the documents of these items of a kind as search_sources has them (an item that no longer
-- exists is left to its delete trigger). A document that would not change is not rewritten.
CREATE FUNCTION search_documents_refresh(refreshed_kind text, refreshed uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents AS d (kind, id, search_text, search_doc, title_doc, visible, listed_version, sort_date)
    SELECT kind, id, search_text, search_doc, title_doc, visible, listed_version, sort_date FROM search_sources
    WHERE kind = refreshed_kind AND id = ANY (refreshed)
  ON CONFLICT (kind, id) DO UPDATE SET search_text = excluded.search_text, search_doc = excluded.search_doc,
    title_doc = excluded.title_doc, visible = excluded.visible, listed_version = excluded.listed_version, sort_date = excluded.sort_date
  WHERE (d.search_text, d.title_doc, d.visible, d.listed_version, d.sort_date)
    IS DISTINCT FROM (excluded.search_text, excluded.title_doc, excluded.visible, excluded.listed_version, excluded.sort_date);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'people' AND id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_documents_refresh('people', ARRAY[NEW.id]);
  -- A suspension hides (and its end shows again) everything the member wrote, in the same write.
  IF TG_OP = 'UPDATE' AND NEW.suspended_at IS DISTINCT FROM OLD.suspended_at THEN
    PERFORM search_documents_refresh('stories', ARRAY(SELECT id FROM stories WHERE author_id = NEW.id));
    PERFORM search_documents_refresh('events', ARRAY(SELECT id FROM events WHERE created_by = NEW.id));
    PERFORM search_documents_refresh('jobs', ARRAY(SELECT id FROM jobs WHERE posted_by = NEW.id));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER users_search_refresh ON "users";--> statement-breakpoint
CREATE TRIGGER users_search_refresh AFTER INSERT OR DELETE OR UPDATE OF full_name, year_of_passing, programme, college_name, current_job_title, company_name, skills, email_visibility, email, verification_status, suspended_at ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_search_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'stories' AND id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_documents_refresh('stories', ARRAY[NEW.id]);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'events' AND id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_documents_refresh('events', ARRAY[NEW.id]);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'jobs' AND id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_documents_refresh('jobs', ARRAY[NEW.id]);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chapters_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'chapters' AND id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_documents_refresh('chapters', ARRAY[NEW.id]);
  -- Archiving a chapter takes its stories and events out of search (and back), in the same write.
  IF TG_OP = 'UPDATE' AND NEW.archived_at IS DISTINCT FROM OLD.archived_at THEN
    PERFORM search_documents_refresh('stories', ARRAY(SELECT id FROM stories WHERE chapter_id = NEW.id));
    PERFORM search_documents_refresh('events', ARRAY(SELECT id FROM events WHERE chapter_id = NEW.id));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A consent to the directory given, withdrawn or answered under a new notice, and an account
-- deletion scheduled or cancelled, change whether the member is found, in the same write.
CREATE FUNCTION consents_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.purpose = 'directory' THEN
    PERFORM search_documents_refresh('people', ARRAY[OLD.user_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.purpose = 'directory' THEN
    PERFORM search_documents_refresh('people', ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER consents_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION consents_search_refresh();--> statement-breakpoint
CREATE FUNCTION account_erasures_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM search_documents_refresh('people', ARRAY[OLD.user_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_documents_refresh('people', ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER account_erasures_search_refresh AFTER INSERT OR UPDATE OR DELETE ON "account_erasures"
  FOR EACH ROW EXECUTE FUNCTION account_erasures_search_refresh();--> statement-breakpoint
ANALYZE "search_documents";
