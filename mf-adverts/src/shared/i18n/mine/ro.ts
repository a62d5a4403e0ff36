import type { mineEn } from './en.ts';

export const mineRo: Record<keyof typeof mineEn, string> = {
  statusFilter: 'Anunțuri după stare',
  statusAll: 'Toate',
  statusPublished: 'Publicate',
  statusDraft: 'Ciorne',
  statusInactive: 'Suspendate',
  flagActive: 'Publicat',
  flagDraft: 'Ciornă',
  flagInactive: 'Suspendat',
  flagDeleted: 'Șters',
  myAdvertsEmpty: 'Încă nu aveți anunțuri aici.',
  favoritesEmpty: 'Încă nu aveți anunțuri favorite aici.',
  toList: 'La anunțuri',
};
