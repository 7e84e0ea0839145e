CREATE TABLE "insight_counts" (
	"measure" text NOT NULL,
	"college" text NOT NULL,
	"key" text NOT NULL,
	"month" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_counts_measure_college_key_month_pk" PRIMARY KEY("measure","college","key","month")
);
--> statement-breakpoint
CREATE TABLE "insight_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text
);
--> statement-breakpoint
DROP INDEX "users_insights_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("last_active_on","college_name","programme","year_of_passing");--> statement-breakpoint
CREATE INDEX "users_pending_insights_idx" ON "users" USING btree ("college_name","created_at","suspended_at") WHERE "users"."verification_status" = 'pending';--> statement-breakpoint
-- The dashboard's counts kept by the database (issue 33, docs/decisions/0064-insight-counts-kept-by-triggers.md).
-- insight_settings' one row (id 1): the time zone months are counted in. None until the server
-- names the institution's (insight_counts_use_zone): until then nothing is kept, and naming it
-- counts all. (No row from the migration: a restore fills only empty tables.)
-- What one table's rows count for, as SQL over `rows` (a table, a transition table or a subquery
-- aliased r): (person, parent, measure, college, key, month), one row per count of one. `$1` is the
-- time zone. `person` is the member the count goes with (their college: engagement and mail go to
-- college '' when there is no such member any more, seats and chapter members to nothing);
-- `parent` the event of a registration. The one definition of what the dashboard counts: the
-- triggers add and subtract it, insight_counts_fresh() sums it over whole tables.
CREATE FUNCTION insight_source(source text, rows text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  month_of text := 'to_char(r.%s AT TIME ZONE $1, ''YYYY-MM'')';
  written text := 'SELECT r.%2$s AS person, NULL::uuid AS parent, %3$L AS measure, coalesce(u.college_name, '''') AS college, '''' AS key, '
    || format(month_of, 'created_at') || ' AS month FROM %1$s r LEFT JOIN users u ON u.id = r.%2$s';
BEGIN
  CASE source
  WHEN 'users' THEN RETURN format($q$
    SELECT r.id AS person, NULL::uuid AS parent, m.measure, r.college_name AS college, m.key, m.month FROM %s r
    CROSS JOIN LATERAL (VALUES
      ('funnel:signedUp', 'p:' || r.programme, '', true),
      ('funnel:signedUp', 'y:' || r.year_of_passing, '', true),
      ('funnel:verified', 'p:' || r.programme, '', r.verification_status = 'verified'),
      ('funnel:verified', 'y:' || r.year_of_passing, '', r.verification_status = 'verified'),
      ('month:signedUp', '', %s, true),
      ('month:verified', '', %s, r.verification_status = 'verified' AND r.verified_at IS NOT NULL),
      ('optedOut', 'digest', '', NOT r.mail_digest),
      ('optedOut', 'announcements', '', NOT r.mail_announcements),
      ('optedOut', 'message-notices', '', NOT r.mail_message_notices)
    ) AS m(measure, key, month, holds)
    WHERE m.holds$q$, rows, format(month_of, 'created_at'), format(month_of, 'verified_at'));
  WHEN 'graduate_roll' THEN RETURN format($q$
    SELECT NULL::uuid AS person, NULL::uuid AS parent, 'funnel:roll' AS measure, r.college_name AS college, k.key, '' AS month
    FROM %s r CROSS JOIN LATERAL (VALUES ('p:' || r.programme), ('y:' || r.year_of_passing)) AS k(key)$q$, rows);
  WHEN 'stories' THEN RETURN format(written, rows, 'author_id', 'stories');
  WHEN 'events' THEN RETURN format(written, rows, 'created_by', 'events');
  WHEN 'jobs' THEN RETURN format(written, rows, 'posted_by', 'jobs');
  WHEN 'messages' THEN RETURN format(written, rows, 'sender_id', 'messages');
  WHEN 'mentorship_requests' THEN RETURN format(written, rows, 'requester_id', 'mentoringRequests');
  WHEN 'mail_outbox' THEN RETURN format($q$
    SELECT r.user_id AS person, NULL::uuid AS parent, 'mail:' || r.status AS measure, coalesce(u.college_name, '') AS college,
      r.kind AS key, %s AS month
    FROM %s r LEFT JOIN users u ON u.id = r.user_id WHERE r.status IN ('sent', 'failed')$q$, format(month_of, 'created_at'), rows);
  WHEN 'event_registrations' THEN RETURN format($q$
    SELECT r.user_id AS person, r.event_id AS parent, m.measure, u.college_name AS college, '' AS key, to_char(e.date, 'YYYY-MM') AS month
    FROM %s r JOIN events e ON e.id = r.event_id JOIN users u ON u.id = r.user_id
    CROSS JOIN LATERAL (VALUES
      ('going', r.status = 'going'), ('waitlisted', r.status = 'waitlisted'), ('attended', r.attended_at IS NOT NULL)
    ) AS m(measure, holds)
    WHERE m.holds$q$, rows);
  WHEN 'chapter_members' THEN RETURN format($q$
    SELECT r.user_id AS person, NULL::uuid AS parent, 'chapterMembers' AS measure, u.college_name AS college, r.chapter_id::text AS key, '' AS month
    FROM %s r JOIN users u ON u.id = r.user_id$q$, rows);
  ELSE RAISE EXCEPTION 'insight_source: % is not counted', source;
  END CASE;
END
$$;--> statement-breakpoint
-- The tables whose counts go with a member: the column naming them, and the college their counts
-- go to once the member is deleted ('' for what they wrote, null: counted nowhere).
CREATE FUNCTION insight_people_tables() RETURNS TABLE (source text, person text, orphan text) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('stories', 'author_id', ''), ('events', 'created_by', ''), ('jobs', 'posted_by', ''),
    ('messages', 'sender_id', ''), ('mentorship_requests', 'requester_id', ''), ('mail_outbox', 'user_id', ''),
    ('event_registrations', 'user_id', NULL), ('chapter_members', 'user_id', NULL)
$$;--> statement-breakpoint
-- The statement adding `parts` (SQL of (measure, college, key, month, n) rows, joined by UNION ALL)
-- to the counts: grouped, in key order (two writers lock the rows they share in the same order).
-- A count that falls to 0 stays (readers skip it), so a write never scans for rows to delete.
CREATE FUNCTION insight_counts_upsert(parts text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'INSERT INTO insight_counts AS k (measure, college, key, month, count) '
    || 'SELECT measure, college, key, month, sum(n)::int FROM (' || array_to_string(parts, ' UNION ALL ')
    || ') AS d (measure, college, key, month, n) GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4 '
    || 'ON CONFLICT (measure, college, key, month) DO UPDATE SET count = k.count + excluded.count'
$$;--> statement-breakpoint
-- Waits for a recount under way (it holds the table), then answers the time zone, or null when
-- nothing is kept yet.
CREATE FUNCTION insight_counts_zone() RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE insight_counts IN ROW EXCLUSIVE MODE;
  RETURN (SELECT time_zone FROM insight_settings WHERE id = 1);
END
$$;--> statement-breakpoint
-- After each statement on a counted table: what its new rows count for, less what its old rows
-- counted for. A member whose college changed takes the counts of what they wrote, registered for
-- and joined to the new college; an event whose date changed takes its registrations to the new month.
CREATE FUNCTION insight_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := insight_counts_zone();
  parts text[] := '{}';
  moves text := '';
  changed boolean;
  child record;
  rows text;
BEGIN
  IF zone IS NULL THEN RETURN NULL; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    parts := parts || format('SELECT measure, college, key, month, 1 FROM (%s) a', insight_source(TG_TABLE_NAME, 'added'));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    parts := parts || format('SELECT measure, college, key, month, -1 FROM (%s) a', insight_source(TG_TABLE_NAME, 'removed'));
  END IF;
  -- Every statement over the transition tables is EXECUTEd, so planned for the rows at hand: a plan
  -- kept from a one-row update would join 100,000 rows to 100,000 in a nested loop. And a count,
  -- not EXISTS: planned for its first row, EXISTS joins in a nested loop too (7 s for 5,000 rows).
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'users' THEN
    EXECUTE 'SELECT count(*) > 0 FROM removed r JOIN added a ON a.id = r.id WHERE a.college_name <> r.college_name' INTO changed;
    IF changed THEN
    moves := 'WITH moved AS (SELECT r.id, r.college_name AS old FROM removed r JOIN added a ON a.id = r.id WHERE a.college_name <> r.college_name) ';
    FOR child IN SELECT * FROM insight_people_tables() LOOP
      rows := format('(SELECT * FROM %I WHERE %I IN (SELECT id FROM moved))', child.source, child.person);
      parts := parts
        || format('SELECT measure, college, key, month, 1 FROM (%s) a', insight_source(child.source, rows))
        || format('SELECT a.measure, m.old, a.key, a.month, -1 FROM (%s) a JOIN moved m ON m.id = a.person', insight_source(child.source, rows));
    END LOOP;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'events' THEN
    EXECUTE 'SELECT count(*) > 0 FROM removed r JOIN added a ON a.id = r.id WHERE a.date <> r.date' INTO changed;
    IF changed THEN
    moves := 'WITH moved AS (SELECT r.id, to_char(r.date, ''YYYY-MM'') AS old FROM removed r JOIN added a ON a.id = r.id WHERE a.date <> r.date) ';
    rows := '(SELECT * FROM event_registrations WHERE event_id IN (SELECT id FROM moved))';
    parts := parts
      || format('SELECT measure, college, key, month, 1 FROM (%s) a', insight_source('event_registrations', rows))
      || format('SELECT a.measure, a.college, a.key, m.old, -1 FROM (%s) a JOIN moved m ON m.id = a.parent', insight_source('event_registrations', rows));
    END IF;
  END IF;
  EXECUTE moves || insight_counts_upsert(parts) USING zone;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before a member's row goes: what they wrote now counts for no college (''), their registrations
-- and chapter memberships for nothing; the cascades that follow no longer find the member, so
-- subtract from there. (Their own row's counts go with the statement trigger.)
CREATE FUNCTION insight_counts_person_gone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := insight_counts_zone();
  parts text[] := '{}';
  child record;
  rows text;
BEGIN
  IF zone IS NULL THEN RETURN OLD; END IF;
  FOR child IN SELECT * FROM insight_people_tables() LOOP
    rows := format('(SELECT * FROM %I WHERE %I = $2)', child.source, child.person);
    parts := parts || format('SELECT measure, college, key, month, -1 FROM (%s) a', insight_source(child.source, rows));
    IF child.orphan IS NOT NULL THEN
      parts := parts || format('SELECT measure, %L, key, month, 1 FROM (%s) a', child.orphan, insight_source(child.source, rows));
    END IF;
  END LOOP;
  EXECUTE insight_counts_upsert(parts) USING zone, OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Before an event's row goes: its registrations count for nothing (the cascade that deletes them
-- no longer finds the event).
CREATE FUNCTION insight_counts_event_gone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := insight_counts_zone();
BEGIN
  IF zone IS NULL THEN RETURN OLD; END IF;
  EXECUTE insight_counts_upsert(ARRAY[format('SELECT measure, college, key, month, -1 FROM (%s) a',
    insight_source('event_registrations', '(SELECT * FROM event_registrations WHERE event_id = $2)'))]) USING zone, OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Every count made again from the whole tables, in the time zone set: what a rebuild writes, and
-- what tests compare the kept counts with.
CREATE FUNCTION insight_counts_fresh() RETURNS TABLE (measure text, college text, key text, month text, count int) LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM insight_settings WHERE id = 1);
  source text;
BEGIN
  IF zone IS NULL THEN RETURN; END IF;
  FOREACH source IN ARRAY ARRAY['users', 'graduate_roll', 'stories', 'events', 'jobs', 'messages',
    'mentorship_requests', 'mail_outbox', 'event_registrations', 'chapter_members'] LOOP
    RETURN QUERY EXECUTE format('SELECT measure, college, key, month, count(*)::int FROM (%s) a GROUP BY 1, 2, 3, 4',
      insight_source(source, source)) USING zone;
  END LOOP;
END
$$;--> statement-breakpoint
-- Counts everything again, holding the table so that no write adds to it meanwhile: when the time
-- zone changes, after a TRUNCATE, and for whoever fills the counted tables with the triggers off.
CREATE FUNCTION insight_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE insight_counts IN EXCLUSIVE MODE;
  DELETE FROM insight_counts;
  INSERT INTO insight_counts (measure, college, key, month, count) SELECT * FROM insight_counts_fresh();
END
$$;--> statement-breakpoint
-- The server names the institution's time zone at start: the same one is a no-op; another (or the
-- first) counts everything in it. True when it counted.
CREATE FUNCTION insight_counts_use_zone(zone text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  IF (SELECT time_zone FROM insight_settings WHERE id = 1) IS NOT DISTINCT FROM zone THEN RETURN false; END IF;
  LOCK TABLE insight_counts IN EXCLUSIVE MODE;
  INSERT INTO insight_settings AS s (id, time_zone) VALUES (1, zone)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone WHERE s.time_zone IS DISTINCT FROM excluded.time_zone;
  IF NOT FOUND THEN RETURN false; END IF;
  PERFORM insight_counts_rebuild();
  RETURN true;
END
$$;--> statement-breakpoint
CREATE FUNCTION insight_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_counts_rebuild();
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['users', 'graduate_roll', 'stories', 'events', 'jobs', 'messages',
    'mentorship_requests', 'mail_outbox', 'event_registrations', 'chapter_members'] LOOP
    EXECUTE format('CREATE TRIGGER insight_counts_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION insight_counts_refresh()', source);
    EXECUTE format('CREATE TRIGGER insight_counts_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION insight_counts_refresh()', source);
    EXECUTE format('CREATE TRIGGER insight_counts_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION insight_counts_refresh()', source);
    EXECUTE format('CREATE TRIGGER insight_counts_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION insight_counts_truncated()', source);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER insight_counts_person_gone BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION insight_counts_person_gone();--> statement-breakpoint
CREATE TRIGGER insight_counts_event_gone BEFORE DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION insight_counts_event_gone();
