-- AlterTable
ALTER TABLE "User" ADD COLUMN     "broadcastsAfterId" INTEGER NOT NULL DEFAULT 0;
