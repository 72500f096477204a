-- DropIndex
DROP INDEX "LedgerEntry_userId_type_createdAt_idx";

-- CreateIndex
CREATE INDEX "LedgerEntry_userId_type_createdAt_amount_idx" ON "LedgerEntry"("userId", "type", "createdAt", "amount");
