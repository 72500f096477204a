-- CreateTable
CREATE TABLE "RequestLog" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "requestId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT,
    "body" TEXT,
    "username" TEXT,
    "httpStatus" INTEGER NOT NULL,
    "code" INTEGER,
    "durationMs" REAL NOT NULL,
    "fault" TEXT
);
