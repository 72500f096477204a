-- AlterTable
ALTER TABLE "SimState" ADD COLUMN     "userClocksVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "clockOffsetMs" BIGINT NOT NULL DEFAULT 0;
