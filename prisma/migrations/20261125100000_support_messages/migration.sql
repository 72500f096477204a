-- CreateTable
CREATE TABLE "SupportMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "content" TEXT,
    "contentKey" TEXT,
    "createdAt" DATETIME NOT NULL,
    "readAt" DATETIME,
    CONSTRAINT "SupportMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SupportMessage_userId_sender_readAt_idx" ON "SupportMessage"("userId", "sender", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "SupportMessage_userId_contentKey_key" ON "SupportMessage"("userId", "contentKey");
