-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN "texts" TEXT;

-- AlterTable
ALTER TABLE "CouponTemplate" ADD COLUMN "texts" TEXT;

-- AlterTable
ALTER TABLE "LedgerEntry" ADD COLUMN "texts" TEXT;

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN "texts" TEXT;

-- AlterTable
ALTER TABLE "PlanOrder" ADD COLUMN "offerDay" TEXT;
ALTER TABLE "PlanOrder" ADD COLUMN "texts" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "texts" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "PlanOrder_userId_offerDay_key" ON "PlanOrder"("userId", "offerDay");
