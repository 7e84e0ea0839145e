-- search_documents.search_text, the folded text each full-text document was made of, has been read by
-- nothing since decision 0065 but the refresh's test of whether a document changed: the document is
-- compared instead, and the text no longer kept (a third of each document row, docs/decisions/0065).
-- The refresh first (it must not name the column), then the column, then the view without it.
CREATE OR REPLACE FUNCTION search_documents_refresh(refreshed_kind text, refreshed uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents AS d (kind, id, search_doc, title_doc, visible, listed_version, sort_date)
    SELECT kind, id, search_doc, title_doc, visible, listed_version, sort_date FROM search_sources
    WHERE kind = refreshed_kind AND id = ANY (refreshed)
  ON CONFLICT (kind, id) DO UPDATE SET search_doc = excluded.search_doc,
    title_doc = excluded.title_doc, visible = excluded.visible, listed_version = excluded.listed_version, sort_date = excluded.sort_date
  WHERE (d.search_doc, d.title_doc, d.visible, d.listed_version, d.sort_date)
    IS DISTINCT FROM (excluded.search_doc, excluded.title_doc, excluded.visible, excluded.listed_version, excluded.sort_date);
$$;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_text";--> statement-breakpoint
DROP VIEW "search_sources";--> statement-breakpoint
-- As migration 0035 made it, without the folded text.
CREATE VIEW "search_sources" AS
  SELECT 'people'::text AS kind, u.id, to_tsvector('simple', k.folded) AS search_doc,
      to_tsvector('simple', search_key(u.full_name)) AS title_doc,
      (u.verification_status = 'verified' AND u.suspended_at IS NULL) AS visible,
      CASE WHEN NOT EXISTS (SELECT 1 FROM account_erasures e WHERE e.user_id = u.id)
        THEN (SELECT c.notice_version FROM consents c WHERE c.user_id = u.id AND c.purpose = 'directory' AND c.granted) END AS listed_version,
      NULL::date AS sort_date
    FROM users u CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', u.full_name, u.year_of_passing::text, u.programme, u.college_name, u.current_job_title, u.company_name, array_to_string(u.skills, ' '), CASE WHEN u.email_visibility = 'alumni' THEN u.email END)) AS folded) k
  UNION ALL
  SELECT 'stories', s.id, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(s.title)),
      (s.hidden_at IS NULL AND a.suspended_at IS NULL AND ch.archived_at IS NULL), NULL::integer, s.date
    FROM stories s JOIN users a ON a.id = s.author_id LEFT JOIN chapters ch ON ch.id = s.chapter_id
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', s.title, s.description, s.content, s.author, s.category)) AS folded) k
  UNION ALL
  SELECT 'events', v.id, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(v.title)),
      (v.hidden_at IS NULL AND a.suspended_at IS NULL AND ch.archived_at IS NULL), NULL::integer, v.date
    FROM events v JOIN users a ON a.id = v.created_by LEFT JOIN chapters ch ON ch.id = v.chapter_id
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', v.title, v.description, v.location, v.category, v.presenter_name)) AS folded) k
  UNION ALL
  SELECT 'jobs', j.id, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(j.job_title)),
      (j.hidden_at IS NULL AND a.suspended_at IS NULL), NULL::integer, (j.created_at AT TIME ZONE 'UTC')::date
    FROM jobs j JOIN users a ON a.id = j.posted_by
      CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', j.job_title, j.company, j.location, j.job_type, j.description, j.requirements)) AS folded) k
  UNION ALL
  SELECT 'chapters', c.id, to_tsvector('simple', k.folded), to_tsvector('simple', search_key(c.name)),
      c.archived_at IS NULL, NULL::integer, NULL::date
    FROM chapters c CROSS JOIN LATERAL (SELECT search_key(concat_ws(' ', c.name, c.college)) AS folded) k;
