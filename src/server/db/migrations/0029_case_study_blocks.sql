-- A project's story after its cover is a sequence of blocks (docs/decisions/0068-case-studies-in-blocks.md):
-- images, text, grids and videos. Each gallery image becomes an image block in the column, in its
-- order, so a project reads as it did.
ALTER TABLE "projects" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "blocks" = (
  SELECT coalesce(jsonb_agg(image || jsonb_build_object('id', 'image-' || place, 'type', 'image', 'wide', false) ORDER BY place), '[]'::jsonb)
  FROM jsonb_array_elements("projects"."gallery") WITH ORDINALITY AS gallery(image, place)
) WHERE jsonb_array_length("projects"."gallery") > 0;--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_gallery_count";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "gallery";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_blocks_count" CHECK (jsonb_array_length("projects"."blocks") <= 40);--> statement-breakpoint
-- The words of a case study's text blocks, for its search document, without the addresses of their
-- links: immutable, as a generated column's expression must be.
CREATE FUNCTION atelier_blocks_text(blocks jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(regexp_replace(block ->> 'markdown', '\]\([^)]*\)', ']', 'g'), ' '), '')
    FROM jsonb_array_elements(blocks) AS block
    WHERE block ->> 'type' = 'text'
  );--> statement-breakpoint
-- PostgreSQL cannot change a generated column's expression: the document is dropped with its index
-- and added back (as in migration 0021).
ALTER TABLE "projects" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("projects"."title", coalesce("projects"."summary", '') || ' ' || atelier_blocks_text("projects"."blocks"), atelier_join_words("projects"."stack") || ' ' || "projects"."creator_words")) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WHERE "projects"."published";
