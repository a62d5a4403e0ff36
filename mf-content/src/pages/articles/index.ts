// The articles page slice's public API: what the route table uses.
export { ArticlePage } from './ui/ArticlePage.tsx';
export { articleLoad } from './model/article-spec.ts';
export { ArticlesPage } from './ui/ArticlesPage.tsx';
export { articlesSpec } from './model/spec.ts';
