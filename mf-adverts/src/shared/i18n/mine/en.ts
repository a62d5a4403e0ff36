// The shopper's own pages in English: my adverts and the favourite adverts.
export const mineEn = {
  statusFilter: 'Adverts by state',
  statusAll: 'All',
  statusPublished: 'Published',
  statusDraft: 'Drafts',
  statusInactive: 'Paused',
  flagActive: 'Published',
  flagDraft: 'Draft',
  flagInactive: 'Paused',
  flagDeleted: 'Deleted',
  myAdvertsEmpty: 'No adverts here yet.',
  favoritesEmpty: 'No favourite adverts here yet.',
  toList: 'To the adverts',
};
