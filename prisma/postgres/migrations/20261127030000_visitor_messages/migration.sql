-- CreateTable
CREATE TABLE "VisitorMessage" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "usernameKey" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "requestHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VisitorMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VisitorMessage_idempotencyKey_key" ON "VisitorMessage"("idempotencyKey");

-- CreateIndex
CREATE INDEX "VisitorMessage_usernameKey_idx" ON "VisitorMessage"("usernameKey");
