-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SimState" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,
    "faultsVersion" INTEGER NOT NULL DEFAULT 0,
    "userClocksVersion" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_SimState" ("clockOffsetMs", "faultsVersion", "id") SELECT "clockOffsetMs", "faultsVersion", "id" FROM "SimState";
DROP TABLE "SimState";
ALTER TABLE "new_SimState" RENAME TO "SimState";
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uid" TEXT NOT NULL,
    "username" TEXT NOT NULL,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_User" ("avatar", "createdAt", "creditScore", "deposit", "email", "entry", "id", "lang", "nickname", "operatedId", "passwordHash", "payPinHash", "phone", "pinFailures", "pinLockedUntil", "shopLevel", "status", "timeZone", "uid", "username") SELECT "avatar", "createdAt", "creditScore", "deposit", "email", "entry", "id", "lang", "nickname", "operatedId", "passwordHash", "payPinHash", "phone", "pinFailures", "pinLockedUntil", "shopLevel", "status", "timeZone", "uid", "username" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_uid_key" ON "User"("uid");
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
