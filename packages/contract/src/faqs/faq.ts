import { z } from 'zod';
import { requiredText } from '../common/fields.ts';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2000;

/** Body of POST store/{id}/faqs and PATCH faqs/{id} (PATCH sends the whole question). */
export const faqBody = z.object({
  question: requiredText(FAQ_QUESTION_MAX),
  answer: requiredText(FAQ_ANSWER_MAX),
});
export type FaqBody = z.infer<typeof faqBody>;

/** GET store/{id}/faqs answers an array ordered by id, or 204 with no body when there is none. */
export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;
