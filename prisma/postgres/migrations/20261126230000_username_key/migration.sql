-- AlterTable (edited: added empty, filled from the existing rows, then required)
ALTER TABLE "User" ADD COLUMN     "usernameKey" TEXT;

-- The username lower-cased, and an account whose username differs only by case from an older account
-- gets "<key>:<id>" (":" is never in a username), so the unique index can be built.
UPDATE "User" SET "usernameKey" = CASE
    WHEN EXISTS (SELECT 1 FROM "User" AS "older" WHERE lower("older"."username") = lower("User"."username") AND "older"."id" < "User"."id")
    THEN lower("username") || ':' || "id" ELSE lower("username") END;

ALTER TABLE "User" ALTER COLUMN "usernameKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");
