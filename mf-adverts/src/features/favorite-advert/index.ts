export { $favoriteIds, favoritesChanged, favoritesNeeded, favoriteToggled } from './model/favorites-model.ts';
export { FavoriteButton } from './ui/FavoriteButton.tsx';
