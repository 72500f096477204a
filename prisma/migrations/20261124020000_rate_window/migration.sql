-- CreateTable
CREATE TABLE "RateWindow" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "start" BIGINT NOT NULL,
    "count" INTEGER NOT NULL
);
