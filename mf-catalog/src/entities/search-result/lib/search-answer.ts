// The search call's answer, checked by hand: the window ships in the page's JavaScript, and zod
// would cost more bytes than the whole window.
export interface SearchProduct {
  productId: number;
  img: string;
  title: string;
  short_description: string;
  code: string;
  url: string;
}
export interface SearchAnswer {
  products: SearchProduct[];
  resultsByCategory: { categoryTitle: string; categoryUrl: string }[];
  /** The query as the back end read it when it corrected a word ("showing results for ..."). */
  correctedQuery?: string | null;
}

export const EMPTY_ANSWER: SearchAnswer = { products: [], resultsByCategory: [] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isProduct(value: unknown): value is SearchProduct {
  return (
    isRecord(value) &&
    typeof value.productId === 'number' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    typeof value.img === 'string' &&
    typeof value.code === 'string' &&
    typeof value.short_description === 'string'
  );
}

export function isSearchAnswer(value: unknown): value is SearchAnswer {
  return (
    isRecord(value) &&
    Array.isArray(value.products) &&
    value.products.every(isProduct) &&
    Array.isArray(value.resultsByCategory) &&
    value.resultsByCategory.every(
      (c) => isRecord(c) && typeof c.categoryTitle === 'string' && typeof c.categoryUrl === 'string',
    ) &&
    // Optional: a back end without typo correction leaves it out.
    (value.correctedQuery === undefined || value.correctedQuery === null || typeof value.correctedQuery === 'string')
  );
}

export const SEARCH_PATH = 'general/v2/search/search';
export const POPULAR_QUERY_PATH = 'general/popular_query';
/** Spec, section 8: what is logged when the search call fails or answers something unexpected. */
export const BAD_ANSWER_MESSAGE = 'Unvalid answer of search by query end-point';
