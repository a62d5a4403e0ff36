import type { mineEn } from './en.ts';

export const mineRu: Record<keyof typeof mineEn, string> = {
  statusFilter: 'Объявления по состоянию',
  statusAll: 'Все',
  statusPublished: 'Опубликованные',
  statusDraft: 'Черновики',
  statusInactive: 'Приостановленные',
  flagActive: 'Опубликовано',
  flagDraft: 'Черновик',
  flagInactive: 'Приостановлено',
  flagDeleted: 'Удалено',
  myAdvertsEmpty: 'Здесь пока нет объявлений.',
  favoritesEmpty: 'Здесь пока нет избранных объявлений.',
  toList: 'К объявлениям',
};
