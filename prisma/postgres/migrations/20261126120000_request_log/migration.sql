-- CreateTable
CREATE TABLE "RequestLog" (
    "seq" SERIAL NOT NULL,
    "requestId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT,
    "body" TEXT,
    "username" TEXT,
    "httpStatus" INTEGER NOT NULL,
    "code" INTEGER,
    "durationMs" DOUBLE PRECISION NOT NULL,
    "fault" TEXT,

    CONSTRAINT "RequestLog_pkey" PRIMARY KEY ("seq")
);
