/** The FAQ of the ad-center home: question ids, in display order; texts in `ad_center.faq.items.<id>`. */
export const FAQ_IDS = [
  'learning_phase',
  'launch_plan',
  'settlement',
  'withdrawal',
  'deposit',
  'coupons',
  'pay_password',
  'plan_follow',
  'level_credit',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export function isFaqId(value: unknown): value is FaqId {
  return typeof value === 'string' && (FAQ_IDS as readonly string[]).includes(value);
}

/** Catalogue keys of a question and its answer. */
export function faqKeys(id: FaqId) {
  return {
    question: `ad_center.faq.items.${id}.q`,
    answer: `ad_center.faq.items.${id}.a`,
  } as const;
}

/** An answer's paragraphs (the catalogue separates them with a newline). */
export function paragraphs(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
