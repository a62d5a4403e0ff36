// The feedbacks page slice's public API: what the route table uses.
export { FeedbacksPage, feedbacksSpec } from './ui/FeedbacksPage.tsx';
