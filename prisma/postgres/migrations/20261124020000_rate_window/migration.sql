-- CreateTable
CREATE TABLE "RateWindow" (
    "key" TEXT NOT NULL,
    "start" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RateWindow_pkey" PRIMARY KEY ("key")
);
