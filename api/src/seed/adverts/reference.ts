// The adverts module's reference data of a demo shop, in ro, ru, en and uk: categories, attribute
// definitions, complaint categories and the terms (static content 2).
import type { Translated } from '@vitrina/domain';

import { L } from '../brands/text.ts';

export const ADVERT_CATEGORY_SEEDS = [
  { slug: 'apartamente', title: L('Apartamente', 'Квартиры', 'Flats', 'Квартири') },
  { slug: 'case', title: L('Case și vile', 'Дома и виллы', 'Houses and villas', 'Будинки та вілли') },
  { slug: 'terenuri', title: L('Terenuri', 'Участки', 'Land', 'Ділянки') },
  {
    slug: 'spatii-comerciale',
    title: L('Spații comerciale', 'Коммерческая недвижимость', 'Commercial premises', 'Комерційна нерухомість'),
  },
  { slug: 'garaje', title: L('Garaje', 'Гаражи', 'Garages', 'Гаражі') },
] as const;
export type AdvertCategoryKey = (typeof ADVERT_CATEGORY_SEEDS)[number]['slug'];

interface AttributeSeed {
  key: string;
  title: Translated;
  kind: 'number' | 'text' | 'choice' | 'boolean';
  unit?: string;
  /** Categories it describes; none: every category. */
  categories?: AdvertCategoryKey[];
  options?: { value: string; title: Translated }[];
}

export const ADVERT_ATTRIBUTE_SEEDS: AttributeSeed[] = [
  {
    key: 'rooms',
    title: L('Camere', 'Комнаты', 'Rooms', 'Кімнати'),
    kind: 'number',
    categories: ['apartamente', 'case'],
  },
  {
    key: 'floor',
    title: L('Etaj', 'Этаж', 'Floor', 'Поверх'),
    kind: 'number',
    categories: ['apartamente', 'spatii-comerciale'],
  },
  {
    key: 'floors',
    title: L('Etaje în clădire', 'Этажность', 'Storeys', 'Поверховість'),
    kind: 'number',
    categories: ['apartamente', 'case'],
  },
  {
    key: 'condition',
    title: L('Starea', 'Состояние', 'Condition', 'Стан'),
    kind: 'choice',
    categories: ['apartamente', 'case', 'spatii-comerciale'],
    options: [
      { value: 'renovated', title: L('Euroreparație', 'Евроремонт', 'Renovated', 'Євроремонт') },
      { value: 'white', title: L('Variantă albă', 'Белый вариант', 'Shell and core', 'Білий варіант') },
      { value: 'needs_repair', title: L('Necesită reparație', 'Требует ремонта', 'Needs repair', 'Потребує ремонту') },
    ],
  },
  {
    key: 'heating',
    title: L('Încălzire', 'Отопление', 'Heating', 'Опалення'),
    kind: 'choice',
    categories: ['apartamente', 'case', 'spatii-comerciale'],
    options: [
      { value: 'autonomous', title: L('Autonomă', 'Автономное', 'Own boiler', 'Автономне') },
      { value: 'central', title: L('Centralizată', 'Центральное', 'District heating', 'Центральне') },
      { value: 'none', title: L('Fără', 'Нет', 'None', 'Немає') },
    ],
  },
  {
    key: 'furnished',
    title: L('Mobilat', 'С мебелью', 'Furnished', 'З меблями'),
    kind: 'boolean',
    categories: ['apartamente', 'case'],
  },
  {
    key: 'purpose',
    title: L('Destinație', 'Назначение', 'Zoning', 'Призначення'),
    kind: 'choice',
    categories: ['terenuri'],
    options: [
      { value: 'building', title: L('Pentru construcții', 'Под строительство', 'Building plot', 'Під забудову') },
      { value: 'farming', title: L('Agricol', 'Сельхозназначения', 'Farmland', 'Сільськогосподарське') },
    ],
  },
  { key: 'parking', title: L('Parcare', 'Парковка', 'Parking', 'Паркування'), kind: 'boolean' },
];

export const COMPLAINT_CATEGORY_SEEDS: Translated[] = [
  L(
    'Fraudă sau avans cerut',
    'Мошенничество или предоплата',
    'Fraud or an advance asked',
    'Шахрайство або передоплата',
  ),
  L('Obiectul nu mai este disponibil', 'Объект уже недоступен', 'No longer available', "Об'єкт уже недоступний"),
  L('Preț sau date false', 'Неверная цена или данные', 'Wrong price or details', 'Неправдива ціна або дані'),
  L('Categorie greșită', 'Не та категория', 'Wrong category', 'Не та категорія'),
  L('Conținut ofensator', 'Оскорбительное содержание', 'Offensive content', 'Образливий вміст'),
  L('Altceva', 'Другое', 'Something else', 'Інше'),
];

const terms = (intro: string, rules: string[], contact: string) =>
  `<p>${intro}</p><ul>${rules.map((rule) => `<li>${rule}</li>`).join('')}</ul><p>${contact}</p>`;

/** Static content 2: the rules an author accepts when posting. */
export const ADVERT_TERMS = {
  title: L('Regulile anunțurilor', 'Правила объявлений', 'Advert rules', 'Правила оголошень'),
  content: L(
    terms(
      'Publicând un anunț, confirmați că sunteți proprietarul sau aveți dreptul să îl oferiți.',
      ['Prețul și suprafața sunt reale.', 'Fotografiile arată obiectul oferit.', 'Un obiect are un singur anunț.'],
      'Anunțurile care încalcă regulile sunt retrase după verificare.',
    ),
    terms(
      'Публикуя объявление, вы подтверждаете, что являетесь владельцем или вправе его предлагать.',
      ['Цена и площадь указаны верно.', 'Фотографии показывают предлагаемый объект.', 'Один объект — одно объявление.'],
      'Объявления, нарушающие правила, снимаются после проверки.',
    ),
    terms(
      'By posting an advert you confirm that you own the property or may offer it.',
      ['The price and area are true.', 'The photos show the property offered.', 'One property, one advert.'],
      'Adverts that break the rules are withdrawn after review.',
    ),
    terms(
      'Публікуючи оголошення, ви підтверджуєте, що є власником або маєте право його пропонувати.',
      [
        'Ціна та площа вказані правдиво.',
        "Фотографії показують запропонований об'єкт.",
        "Один об'єкт — одне оголошення.",
      ],
      'Оголошення, що порушують правила, знімаються після перевірки.',
    ),
  ),
};

/** How much of the shop's currency one unit buys: demo rates, near recent official ones. */
export const RATES_TO: Record<'MDL' | 'USD', Record<'EUR' | 'USD' | 'MDL', string>> = {
  MDL: { EUR: '19.450000', USD: '17.900000', MDL: '1.000000' },
  USD: { EUR: '1.086600', USD: '1.000000', MDL: '0.055866' },
};
