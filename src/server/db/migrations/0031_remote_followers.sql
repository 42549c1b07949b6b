CREATE TABLE "remote_actors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uri" text NOT NULL,
	"domain" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"handle" text,
	"name" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_actors_uri_http" CHECK ("remote_actors"."uri" ~ '^https?://'),
	CONSTRAINT "remote_actors_inbox_http" CHECK ("remote_actors"."inbox" ~ '^https?://'),
	CONSTRAINT "remote_actors_shared_inbox_http" CHECK ("remote_actors"."shared_inbox" ~ '^https?://'),
	CONSTRAINT "remote_actors_url_http" CHECK ("remote_actors"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "remote_followers" (
	"user_id" uuid NOT NULL,
	"remote_actor_id" uuid NOT NULL,
	"follow_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_followers_user_id_remote_actor_id_pk" PRIMARY KEY("user_id","remote_actor_id")
);
--> statement-breakpoint
ALTER TABLE "remote_followers" ADD CONSTRAINT "remote_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_followers" ADD CONSTRAINT "remote_followers_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_actors_uri_idx" ON "remote_actors" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "remote_actors_domain_idx" ON "remote_actors" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "remote_followers_remote_actor_idx" ON "remote_followers" USING btree ("remote_actor_id");