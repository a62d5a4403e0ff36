import type { mineEn } from './en.ts';

export const mineUk: Record<keyof typeof mineEn, string> = {
  statusFilter: 'Оголошення за станом',
  statusAll: 'Усі',
  statusPublished: 'Опубліковані',
  statusDraft: 'Чернетки',
  statusInactive: 'Призупинені',
  flagActive: 'Опубліковано',
  flagDraft: 'Чернетка',
  flagInactive: 'Призупинено',
  flagDeleted: 'Видалено',
  myAdvertsEmpty: 'Тут поки немає оголошень.',
  favoritesEmpty: 'Тут поки немає обраних оголошень.',
  toList: 'До оголошень',
};
