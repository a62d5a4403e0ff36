// The career page slice's public API: what the route table uses.
export { CareerPage, careerSpec, VacancyPage, vacancySpec } from './ui/CareerPages.tsx';
