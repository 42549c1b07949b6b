CREATE TABLE "remote_likes" (
	"project_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_likes_project_id_remote_actor_id_pk" PRIMARY KEY("project_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "remote_likes" ADD CONSTRAINT "remote_likes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_likes" ADD CONSTRAINT "remote_likes_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_likes_remote_actor_idx" ON "remote_likes" USING btree ("remote_actor_id");