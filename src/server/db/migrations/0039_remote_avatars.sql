-- Remote accounts' pictures as Atelier's own copies (docs/decisions/0071-federation-with-fedify.md).
ALTER TABLE "remote_actors" ADD COLUMN "icon_url" text;--> statement-breakpoint
ALTER TABLE "remote_actors" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "remote_actors" ADD COLUMN "avatar_of" text;--> statement-breakpoint
ALTER TABLE "remote_actors" ADD COLUMN "avatar_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_actors" ADD COLUMN "avatar_tried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "remote_actors_avatar_due_idx" ON "remote_actors" USING btree ("avatar_tried_at") WHERE "remote_actors"."icon_url" is distinct from "remote_actors"."avatar_of";--> statement-breakpoint
ALTER TABLE "remote_actors" ADD CONSTRAINT "remote_actors_icon_url_http" CHECK ("remote_actors"."icon_url" ~ '^https?://');