// The review form's rules: the fields checked with the contract's schema (the API checks the same
// one, so both sides agree on what a review is), then the POST with the shop's bot check, like
// every form. The page imports this module on the first send, so zod stays out of the product
// page's first JavaScript.
import { productReviewFields, productReviewSchema } from '@vitrina/contract';
import { BOT_FIELDS, RETRY_CODES, type BotCheck } from '@vitrina/mf-kit/bot-check';
import type { z } from 'zod';

export type ReviewField = 'author' | 'rating' | 'text';
/** Why a field was refused; the form shows a localised text for each. */
export type ReviewProblem = 'required' | 'too_short' | 'too_long' | 'invalid';
export type ReviewErrors = Partial<Record<ReviewField, ReviewProblem>>;
export type ReviewBody = z.infer<typeof productReviewFields>;

/** What the shopper typed, as the form holds it (the rating is the chosen radio's value or ''). */
export interface ReviewDraft {
  author: string;
  rating: string;
  text: string;
}

const FIELDS: readonly ReviewField[] = ['author', 'rating', 'text'];

/** The body to send, or the first problem of each field. Blank fields are "required", not "too short". */
export function checkReview(productId: number, draft: ReviewDraft): { body: ReviewBody } | { errors: ReviewErrors } {
  const parsed = productReviewFields.safeParse({
    product_id: productId,
    author: draft.author,
    rating: draft.rating === '' ? undefined : Number(draft.rating),
    text: draft.text,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    const blank = draft[field].trim() === '';
    errors[field] = blank
      ? 'required'
      : issue.code === 'too_big'
        ? 'too_long'
        : field === 'rating'
          ? 'required'
          : 'too_short';
  }
  return { errors };
}

export type SendResult = { sent: z.infer<typeof productReviewSchema> } | { failed: true; errors: ReviewErrors };

/**
 * Sends the review through the gateway's same-origin API with a bot-check answer. A stale or
 * spent answer is redone once, silently. A 400 names the fields the API refused (only when its
 * schema moved ahead of this page); any other failure leaves the draft for another try.
 */
export async function sendReview(
  body: ReviewBody,
  botCheck: Pick<BotCheck, 'take'>,
  post: typeof fetch = fetch,
  attempt = 0,
): Promise<SendResult> {
  try {
    const token = await botCheck.take();
    const payload = JSON.stringify({ ...body, [token.field]: token.value });
    const res = await post('/api/general/product-review', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: payload,
    });
    if (res.ok) return { sent: productReviewSchema.parse(await res.json()) };
    const answer = (await res.json().catch(() => ({}))) as { fieldErrors?: Record<string, string[] | undefined> };
    const botCode = [...BOT_FIELDS].map((field) => answer.fieldErrors?.[field]?.[0]).find(Boolean);
    if (botCode && RETRY_CODES.has(botCode) && attempt === 0) return sendReview(body, botCheck, post, 1);
    const errors: ReviewErrors = {};
    for (const field of FIELDS) if (answer.fieldErrors?.[field]) errors[field] = 'invalid';
    return { failed: true, errors };
  } catch {
    return { failed: true, errors: {} };
  }
}
