-- The title rank of a search from an index of its own (decision 49): a title's (or a name's) words as
-- written, lower case and without accents. Read through the GIN index of the whole document, a word
-- common in summaries but rare in titles made that rank recheck every match.
CREATE FUNCTION atelier_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple', atelier_unaccent(coalesce(title, '')));
--> statement-breakpoint
CREATE INDEX "profiles_name_search_idx" ON "profiles" USING gin (atelier_title_vector((coalesce("display_name", '') || ' ' || coalesce("handle", ''))));--> statement-breakpoint
CREATE INDEX "projects_title_search_idx" ON "projects" USING gin (atelier_title_vector("title")) WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_title_search_idx" ON "services" USING gin (atelier_title_vector("title")) WHERE "services"."active";--> statement-breakpoint
-- Words with a digit (handles such as 'ken9115', versions, years) are never typo-corrected
-- (features/search/typos.ts), so the vocabulary leaves them out: at 100,000 creators their handles
-- were nearly all of it, and the nearest-word search read them all.
CREATE OR REPLACE FUNCTION atelier_add_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT entry.lexeme FROM changed_rows AS changed, unnest(changed.search_vector) AS entry
      WHERE NOT entry.weights <@ '{D}'::text[] AND entry.lexeme !~ '[0-9]'
      ORDER BY entry.lexeme
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT entry.lexeme FROM changed_rows AS changed, unnest(changed.search_vector) AS entry
      WHERE NOT entry.weights <@ '{D}'::text[] AND entry.lexeme !~ '[0-9]'
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
DELETE FROM search_words WHERE word ~ '[0-9]';
