import type { Core } from '../../core';

export interface FeedbackInput {
  subject: string;
  content: string;
}

export class FeedbackService {
  constructor(protected readonly core: Core) {}

  /** Stores the user's feedback (subject and content are validated by the contract). */
  async submit(userId: number, input: FeedbackInput): Promise<{ id: number }> {
    const { id } = await this.core.db.feedback.create({
      data: {
        userId,
        subject: input.subject,
        content: input.content,
        createdAt: this.core.clock.nowFor(userId),
      },
    });
    return { id };
  }
}
