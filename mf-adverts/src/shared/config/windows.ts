// The adverts' windows on the bus (spec, section 2 "Advert modals"), each by the spec's name. The
// shell's modal host shows one at a time: opening one closes any other.
export const ADVERT_WINDOWS = {
  delete: 'adverts:delete',
  draftSave: 'adverts:draftSave',
  toolsAnnouncements: 'adverts:toolsAnnouncements',
  userDataMobile: 'adverts:userDataMobile',
  filtersAnnouncements: 'adverts:filtersAnnouncements',
  reportUser: 'adverts:reportUser',
  postShare: 'adverts:postShare',
  reportUserSuccess: 'adverts:reportUserSuccess',
  addAnnouncementSuccess: 'adverts:addAnnouncementSuccess',
  sortingAnnouncements: 'adverts:sortingAnnouncements',
  announcementsLayout: 'adverts:announcementsLayout',
} as const;

export type AdvertWindow = keyof typeof ADVERT_WINDOWS;
