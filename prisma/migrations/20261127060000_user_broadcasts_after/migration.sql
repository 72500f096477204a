-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uid" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "usernameKey" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "payPinHash" TEXT,
    "pinFailures" INTEGER NOT NULL DEFAULT 0,
    "pinLockedUntil" DATETIME,
    "avatar" TEXT,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "shopLevel" INTEGER NOT NULL DEFAULT 1,
    "creditScore" INTEGER NOT NULL DEFAULT 100,
    "deposit" BIGINT NOT NULL DEFAULT 0,
    "entry" TEXT NOT NULL DEFAULT 'register',
    "status" TEXT NOT NULL DEFAULT 'active',
    "operatedId" TEXT,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "broadcastsAfterId" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_User" ("avatar", "clockOffsetMs", "createdAt", "creditScore", "deposit", "email", "entry", "id", "lang", "nickname", "operatedId", "passwordHash", "payPinHash", "phone", "pinFailures", "pinLockedUntil", "shopLevel", "status", "timeZone", "uid", "username", "usernameKey") SELECT "avatar", "clockOffsetMs", "createdAt", "creditScore", "deposit", "email", "entry", "id", "lang", "nickname", "operatedId", "passwordHash", "payPinHash", "phone", "pinFailures", "pinLockedUntil", "shopLevel", "status", "timeZone", "uid", "username", "usernameKey" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_uid_key" ON "User"("uid");
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
