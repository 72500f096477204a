-- AlterTable
ALTER TABLE "SimState" ADD COLUMN     "faultsVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "FaultRule" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "method" TEXT,
    "username" TEXT,
    "delayMs" INTEGER,
    "code" INTEGER,
    "httpStatus" INTEGER,
    "drop" BOOLEAN NOT NULL DEFAULT false,
    "probability" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "seed" INTEGER,
    "timesLeft" INTEGER,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "matches" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FaultRule_pkey" PRIMARY KEY ("id")
);
