// A product's reviews: reading them with their votes, voting, and writing one.
export { Reviews } from './ui/Reviews.tsx';
