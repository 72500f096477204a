-- CreateTable
CREATE TABLE "VisitorMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "usernameKey" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "requestHash" TEXT,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "VisitorMessage_idempotencyKey_key" ON "VisitorMessage"("idempotencyKey");

-- CreateIndex
CREATE INDEX "VisitorMessage_usernameKey_idx" ON "VisitorMessage"("usernameKey");
