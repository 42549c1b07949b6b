-- Stems in every language Atelier speaks that PostgreSQL can stem (decision 49): English as
-- before, and now Spanish, French, German and Portuguese ('diseñadores' finds 'diseñador'); Japanese
-- and Chinese have no stemmer, and their words match as written. A document's language is not known,
-- so each is stemmed in all five, weighted D as before: only the lowest rank matches by stems, so a
-- word that two languages happen to stem alike ('cases', 'casa') comes after every better match.
-- Each stem once, weighted D (a weight is kept only with a position, so each is given position 1),
-- however many of the five languages give it: most words stem alike in several.
CREATE FUNCTION atelier_stems(words text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT coalesce(
      string_agg(DISTINCT '''' || replace(replace(stem, '\', '\\'), '''', '''''') || ''':1D', ' '),
      ''
    )::tsvector
    FROM (SELECT atelier_unaccent(coalesce(words, '')) AS plain) AS unaccented,
      unnest(tsvector_to_array(
        to_tsvector('english', plain) || to_tsvector('spanish', plain) || to_tsvector('french', plain)
          || to_tsvector('german', plain) || to_tsvector('portuguese', plain)
      )) AS stem
  );
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_search_document(title text, body text, tags text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple', atelier_unaccent(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('simple', atelier_unaccent(coalesce(body, ''))), 'B')
    || setweight(to_tsvector('simple', atelier_unaccent(coalesce(tags, ''))), 'C')
    || atelier_stems(concat_ws(' ', title, body, tags));
--> statement-breakpoint
CREATE AGGREGATE atelier_any_of(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
--> statement-breakpoint
-- One word of a search, matched as written and by its stem in each of the five languages, each
-- alternative once.
CREATE OR REPLACE FUNCTION atelier_word_query(alternatives text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT atelier_any_of(DISTINCT to_tsquery(config, plain))
    FROM (SELECT atelier_unaccent(alternatives) AS plain) AS unaccented,
      unnest('{simple,english,spanish,french,german,portuguese}'::regconfig[]) AS config
  );
--> statement-breakpoint
-- Explore finds a project by its creator's name, handle and skills too. A generated column reads its
-- own row only, so the creator's words are copied into the project's row: when the project is made,
-- and again whenever the creator changes them.
CREATE FUNCTION atelier_creator_words(owner uuid) RETURNS text
  LANGUAGE sql STABLE
  RETURN coalesce(
    (SELECT concat_ws(' ', display_name, handle, atelier_join_words(skills)) FROM profiles WHERE id = owner),
    ''
  );
--> statement-breakpoint
CREATE FUNCTION atelier_copy_creator_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.creator_words := atelier_creator_words(NEW.owner_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A rename rewrites the creator's projects in the same transaction, so a search never finds them under
-- a name they no longer have.
CREATE FUNCTION atelier_renew_creator_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET creator_words = atelier_creator_words(NEW.id) WHERE owner_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Filled while the old document is still there: the statement triggers of search_words read it.
ALTER TABLE "projects" ADD COLUMN "creator_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE projects SET creator_words = atelier_creator_words(owner_id);--> statement-breakpoint
CREATE TRIGGER projects_creator_words BEFORE INSERT OR UPDATE OF owner_id ON projects
  FOR EACH ROW EXECUTE FUNCTION atelier_copy_creator_words();--> statement-breakpoint
CREATE TRIGGER profiles_creator_words AFTER UPDATE OF display_name, handle, skills ON profiles
  FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.handle IS DISTINCT FROM NEW.handle
    OR OLD.skills IS DISTINCT FROM NEW.skills)
  EXECUTE FUNCTION atelier_renew_creator_words();--> statement-breakpoint
-- The documents again, with the new stems, and a project's with its creator's words among its tags
-- (weight C). PostgreSQL 15 cannot change a generated column's expression or recompute one, so each
-- is dropped (with its index) and added back, which rewrites the three tables once.
ALTER TABLE "profiles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document(coalesce("profiles"."display_name", '') || ' ' || coalesce("profiles"."handle", ''), "profiles"."bio", atelier_join_words("profiles"."skills"))) STORED;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("projects"."title", "projects"."summary", atelier_join_words("projects"."stack") || ' ' || "projects"."creator_words")) STORED;--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("services"."title", "services"."description", "services"."category")) STORED;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector") WHERE "services"."active";
--> statement-breakpoint
-- People narrowed by one skill in any case, as Explore is by a technology (features/search/tags.ts).
CREATE INDEX "profiles_skills_idx" ON "profiles" USING gin (atelier_lower_words("skills"));
