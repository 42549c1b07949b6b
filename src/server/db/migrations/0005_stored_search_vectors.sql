DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("profiles"."display_name", '') || ' ' || coalesce("profiles"."handle", '') || ' ' || atelier_join_words("profiles"."skills"))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "projects"."title" || ' ' || coalesce("projects"."summary", '') || ' ' || atelier_join_words("projects"."stack"))) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "services"."title" || ' ' || "services"."description")) STORED;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector") WHERE "services"."active";