// The product sorts the back end knows, in the order the sort menu offers them.
export const SORTS = ['sort_priority-', 'newer+', 'price-', 'price+', 'name-', 'name+'] as const;
export type Sort = (typeof SORTS)[number];
