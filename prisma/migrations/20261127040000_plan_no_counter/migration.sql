-- CreateTable
CREATE TABLE "PlanNoCounter" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL,
    "simStateId" INTEGER NOT NULL DEFAULT 1,
    CONSTRAINT "PlanNoCounter_simStateId_fkey" FOREIGN KEY ("simStateId") REFERENCES "SimState" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
