-- A member's switch for federation (docs/decisions/0071-federation-with-fedify.md): on by default,
-- as every visible profile was an actor before it.
ALTER TABLE "profiles" ADD COLUMN "federates" boolean DEFAULT true NOT NULL;
