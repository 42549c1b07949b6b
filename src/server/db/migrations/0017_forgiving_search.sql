-- Search that forgives (decision 49): words matched without accents and by their English stems, and
-- misspelt words matched to the nearest words written. pg_trgm and unaccent ship with PostgreSQL's
-- contrib and with PGlite's; both are trusted extensions, so the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed); the dictionary named here is resolved
-- once, when this SQL-standard body is created, so the wrapper is truly immutable, as a generated
-- column needs.
CREATE FUNCTION atelier_unaccent(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN unaccent('unaccent'::regdictionary, words);
--> statement-breakpoint
-- A search document in three parts: its words as written ('simple': lower case, for prefixes and exact
-- words) weighted A (a title or name), B (a summary, description or bio) and C (technologies, skills or
-- a category); then every word's English stem, stop words left out, weighted D ('designer', 'designs'
-- and 'design' all give 'design'). Only stems are D alone, which is how search_words tells them apart.
CREATE FUNCTION atelier_search_document(title text, body text, tags text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple', atelier_unaccent(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('simple', atelier_unaccent(coalesce(body, ''))), 'B')
    || setweight(to_tsvector('simple', atelier_unaccent(coalesce(tags, ''))), 'C')
    || setweight(to_tsvector('english', atelier_unaccent(concat_ws(' ', title, body, tags))), 'D');
--> statement-breakpoint
-- One word of a search: to_tsquery text of its alternatives ('desing':*|'design'), each matched as
-- written and by its English stem.
CREATE FUNCTION atelier_word_query(alternatives text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN to_tsquery('simple', atelier_unaccent(alternatives)) || to_tsquery('english', atelier_unaccent(alternatives));
--> statement-breakpoint
CREATE AGGREGATE atelier_all_of(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);
--> statement-breakpoint
-- A whole search: every word (space-separated, each its alternatives) must match.
CREATE FUNCTION atelier_match_query(words text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT atelier_all_of(atelier_word_query(word)) FROM unnest(string_to_array(words, ' ')) AS word);
--> statement-breakpoint
-- The same words matched only as written, no stems: the better of two ranks (decision 49). Weighted
-- terms ('synth':*A) keep to one part of the document.
CREATE FUNCTION atelier_written_query(words text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT atelier_all_of(to_tsquery('simple', atelier_unaccent(word))) FROM unnest(string_to_array(words, ' ')) AS word);
--> statement-breakpoint
-- Text as compared for an exact title or name: lower case, accents removed.
CREATE FUNCTION atelier_plain_text(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(atelier_unaccent(words));
--> statement-breakpoint
-- The stored documents again, from the new function. PostgreSQL 15 cannot change a generated column's
-- expression, so each column is dropped (with its index) and added back, which rewrites the table once.
ALTER TABLE "profiles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document(coalesce("profiles"."display_name", '') || ' ' || coalesce("profiles"."handle", ''), "profiles"."bio", atelier_join_words("profiles"."skills"))) STORED;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("projects"."title", "projects"."summary", atelier_join_words("projects"."stack"))) STORED;--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("services"."title", "services"."description", "services"."category")) STORED;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector") WHERE "services"."active";--> statement-breakpoint
CREATE INDEX "profiles_name_exact_idx" ON "profiles" USING btree (atelier_plain_text("display_name"));--> statement-breakpoint
CREATE INDEX "projects_title_exact_idx" ON "projects" USING btree (atelier_plain_text("title")) WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_title_exact_idx" ON "services" USING btree (atelier_plain_text("title")) WHERE "services"."active";--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- A written document's words as written (not its stems) join search_words in the same transaction, in
-- word order, so that two transactions adding the same new words cannot each wait for the other. An
-- update adds words only when the document changed: a hold or a publish toggle rewrites the row, not
-- its words. One function for the three tables: each has its document in search_vector.
CREATE FUNCTION atelier_add_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT entry.lexeme FROM changed_rows AS changed, unnest(changed.search_vector) AS entry
      WHERE NOT entry.weights <@ '{D}'::text[]
      ORDER BY entry.lexeme
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT entry.lexeme FROM changed_rows AS changed, unnest(changed.search_vector) AS entry
      WHERE NOT entry.weights <@ '{D}'::text[]
        AND NOT EXISTS (
          SELECT FROM old_rows AS earlier
          WHERE earlier.id = changed.id AND earlier.search_vector = changed.search_vector
        )
      ORDER BY entry.lexeme
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_search_words_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
CREATE TRIGGER projects_search_words_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
CREATE TRIGGER profiles_search_words_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
CREATE TRIGGER profiles_search_words_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
CREATE TRIGGER services_search_words_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
CREATE TRIGGER services_search_words_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_add_search_words();--> statement-breakpoint
-- The words already written.
INSERT INTO search_words (word)
  SELECT DISTINCT entry.lexeme
  FROM (
    SELECT search_vector FROM projects UNION ALL SELECT search_vector FROM profiles
    UNION ALL SELECT search_vector FROM services
  ) AS documents, unnest(documents.search_vector) AS entry
  WHERE NOT entry.weights <@ '{D}'::text[]
  ORDER BY entry.lexeme;
