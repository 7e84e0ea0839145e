-- The distinct words of the search documents (issue 30, docs/decisions/0062-search-word-table.md).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
-- Nothing matches typos against whole documents any more (the word table does), and this index was
-- the costliest part of each document's write.
DROP INDEX "search_documents_text_trgm_idx";--> statement-breakpoint
-- Adds `delta` to the count of each word of `docs` (a word counts once per document: its lexemes),
-- in word order, so two writers lock the rows they share in the same order; a word no document holds
-- any more is deleted. Called by the triggers below, once per statement, and by whoever fills
-- search_documents in bulk (search_words_rebuild).
CREATE FUNCTION search_words_adjust(added tsvector[], removed tsvector[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS s (word, documents)
    SELECT word, sum(n)::int FROM (
      SELECT unnest(tsvector_to_array(doc)) AS word, 1 AS n FROM unnest(added) AS doc
      UNION ALL
      SELECT unnest(tsvector_to_array(doc)), -1 FROM unnest(removed) AS doc
    ) AS delta
    GROUP BY word HAVING sum(n) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET documents = s.documents + excluded.documents;
  IF cardinality(removed) > 0 THEN
    DELETE FROM search_words WHERE documents <= 0
      AND word IN (SELECT unnest(tsvector_to_array(doc)) FROM unnest(removed) AS doc);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_adjust(array(SELECT search_doc FROM added), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_words_adjust(array(SELECT search_doc FROM added), array(SELECT search_doc FROM removed));
  ELSE
    PERFORM search_words_adjust('{}', array(SELECT search_doc FROM removed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON "search_documents" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON "search_documents" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh();--> statement-breakpoint
-- Counts every word again from the documents: the backfill below, and a seeder that filled
-- search_documents with the triggers off.
CREATE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, documents)
    SELECT word, count(*)::int FROM search_documents, unnest(tsvector_to_array(search_doc)) AS word GROUP BY word;
$$;--> statement-breakpoint
SELECT search_words_rebuild();--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
