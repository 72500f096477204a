-- CreateTable
CREATE TABLE "FaultRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "path" TEXT NOT NULL,
    "method" TEXT,
    "username" TEXT,
    "delayMs" INTEGER,
    "code" INTEGER,
    "httpStatus" INTEGER,
    "drop" BOOLEAN NOT NULL DEFAULT false,
    "probability" REAL NOT NULL DEFAULT 1,
    "seed" INTEGER,
    "timesLeft" INTEGER,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "matches" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SimState" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,
    "faultsVersion" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_SimState" ("clockOffsetMs", "id") SELECT "clockOffsetMs", "id" FROM "SimState";
DROP TABLE "SimState";
ALTER TABLE "new_SimState" RENAME TO "SimState";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
