import type { RemoteModule } from '@vitrina/mf-kit';

export const NAMESPACE = 'adverts';

export const translations: RemoteModule['translations'] = {
  ro: { title: 'Anunțuri imobiliare', intro: 'Publicați și căutați anunțuri de vânzare și închiriere.' },
  ru: { title: 'Объявления о недвижимости', intro: 'Публикуйте и ищите объявления о продаже и аренде.' },
  uk: { title: 'Оголошення про нерухомість', intro: 'Публікуйте та шукайте оголошення про продаж і оренду.' },
  en: { title: 'Real-estate adverts', intro: 'Post and find adverts for sale and rent.' },
};
