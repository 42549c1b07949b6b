-- Replies and boosts from accounts on other servers (docs/decisions/0071-federation-with-fedify.md):
-- a reply is a comment with a remote author, a boost is counted as a like is.
CREATE TABLE "remote_boosts" (
	"project_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_boosts_project_id_remote_actor_id_pk" PRIMARY KEY("project_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "project_comments" ADD COLUMN "remote_actor_id" uuid;--> statement-breakpoint
ALTER TABLE "project_comments" ADD COLUMN "remote_uri" text;--> statement-breakpoint
ALTER TABLE "remote_boosts" ADD CONSTRAINT "remote_boosts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_boosts" ADD CONSTRAINT "remote_boosts_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_boosts_remote_actor_idx" ON "remote_boosts" USING btree ("remote_actor_id");--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_comments_remote_uri_idx" ON "project_comments" USING btree ("remote_uri");--> statement-breakpoint
CREATE INDEX "project_comments_remote_actor_idx" ON "project_comments" USING btree ("remote_actor_id");--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_remote_author" CHECK (("project_comments"."remote_actor_id" is null) = ("project_comments"."remote_uri" is null) and ("project_comments"."remote_actor_id" is null or "project_comments"."user_id" is null));