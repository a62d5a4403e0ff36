// The review form's rules: the fields checked with the contract's schema (the API checks the same
// one, so both sides agree on what a review is), then the POST with the shop's bot check, like
// every form, through the bus's call effect. The page imports this module on the first send, so
// zod stays out of the product page's first JavaScript.
import { productReviewFields, productReviewSchema } from '@vitrina/contract';
import { ApiError } from '@vitrina/events';
import type { ApiPost } from '@vitrina/events';
import { BOT_FIELDS, RETRY_CODES, type BotCheck } from '@vitrina/mf-kit/bot-check';
import type { z } from 'zod';
import { REVIEWS_PATH } from './review-path.ts';

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
/** The bus's apiPostFx in the page's scope (its language and headers). */
export type PostCall = (request: ApiPost) => Promise<unknown>;
type Refusal = { fieldErrors?: Record<string, string[] | undefined> };

/**
 * Sends the review through the bus's call effect with a bot-check answer. A stale or spent answer
 * is redone once, silently. A 400 names the fields the API refused (only when its schema moved
 * ahead of this page); any other failure leaves the draft for another try.
 */
export async function sendReview(
  body: ReviewBody,
  botCheck: Pick<BotCheck, 'take'>,
  post: PostCall,
  attempt = 0,
): Promise<SendResult> {
  let refusal: Refusal;
  try {
    const token = await botCheck.take();
    const sent = await post({ path: REVIEWS_PATH, body: { ...body, [token.field]: token.value } });
    return { sent: productReviewSchema.parse(sent) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { failed: true, errors: {} };
    refusal = (error.answer ?? {}) as Refusal;
  }
  const botCode = [...BOT_FIELDS].map((field) => refusal.fieldErrors?.[field]?.[0]).find(Boolean);
  if (botCode && RETRY_CODES.has(botCode) && attempt === 0) return sendReview(body, botCheck, post, 1);
  const errors: ReviewErrors = {};
  for (const field of FIELDS) if (refusal.fieldErrors?.[field]) errors[field] = 'invalid';
  return { failed: true, errors };
}
