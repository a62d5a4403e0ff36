/** The product reviews call: the list (GET ?product_id=), a new review (POST), a vote (POST {id}/like|dislike). */
export const REVIEWS_PATH = 'general/product-review';
