-- CreateTable
CREATE TABLE "PlanNoCounter" (
    "day" TEXT NOT NULL,
    "last" INTEGER NOT NULL,
    "simStateId" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "PlanNoCounter_pkey" PRIMARY KEY ("day")
);

-- AddForeignKey
ALTER TABLE "PlanNoCounter" ADD CONSTRAINT "PlanNoCounter_simStateId_fkey" FOREIGN KEY ("simStateId") REFERENCES "SimState"("id") ON DELETE CASCADE ON UPDATE CASCADE;
