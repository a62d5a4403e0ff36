import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const doors2: BrandSeed = {
  key: 'doors-2',
  project: 'Portale Premium',
  langs: ['ru', 'ro', 'en'],
  mainLang: 'ru',
  currency: 'USD',
  country: 'MD',
  isRomanian: false,
  advertsEnabled: true,
  // Doors are chosen slowly: the added-to-cart notice stays until the shopper closes it.
  cartViews: { notification: 'view_2' },
  colours: {
    light: {
      primary: '#1f2937',
      secondary: '#b45309',
      accent: '#0d9488',
      background: '#fafaf9',
      surface: '#e7e5e4',
      text: '#1c1917',
    },
    dark: {
      primary: '#d6d3d1',
      secondary: '#f59e0b',
      accent: '#2dd4bf',
      background: '#0c0a09',
      surface: '#292524',
      text: '#fafaf9',
    },
  },
  // Past the menu's end on purpose: the brands entry is clamped to the last place (spec, section 2).
  brandsPosition: 99,
  headerStyle: 'static',
  mobileBarUiType: 'mobileBar_hide',
  productDisplay: 'grid',
  paginationOption: 'pagination',
  categories: [
    {
      title: L('Uși din lemn masiv', 'Двери из массива', 'Solid wood doors'),
      slug: S('usi-masiv', 'dveri-massiv', 'solid-doors'),
      icon: 'door',
      subcategories: [
        {
          title: L('Uși din stejar', 'Дубовые двери', 'Oak doors'),
          slug: S('usi-stejar', 'dubovye-dveri', 'oak-doors'),
          nouns: [
            L('Ușă din stejar masiv', 'Дверь из массива дуба', 'Solid oak door'),
            L('Ușă din stejar cu sticlă', 'Дубовая дверь со стеклом', 'Glazed oak door'),
            L('Ușă din stejar afumat', 'Дверь из копчёного дуба', 'Smoked oak door'),
            L('Ușă din stejar albit', 'Дверь из белёного дуба', 'Bleached oak door'),
          ],
        },
        {
          title: L('Uși din nuc', 'Двери из ореха', 'Walnut doors'),
          slug: S('usi-nuc', 'dveri-iz-orekha', 'walnut-doors'),
          nouns: [
            L('Ușă din nuc american', 'Дверь из американского ореха', 'American walnut door'),
            L('Ușă din nuc cu furnir', 'Дверь из ореха шпонированная', 'Walnut veneer door'),
            L('Ușă dublă din nuc', 'Двустворчатая дверь из ореха', 'Double walnut door'),
            L('Ușă din nuc cu inserții', 'Дверь из ореха со вставками', 'Inlaid walnut door'),
          ],
        },
      ],
    },
    {
      title: L('Sisteme glisante', 'Раздвижные системы', 'Sliding systems'),
      slug: S('sisteme-glisante', 'razdvizhnye-sistemy', 'sliding-systems'),
      icon: 'slide',
      subcategories: [
        {
          title: L('Uși glisante', 'Раздвижные двери', 'Sliding doors'),
          slug: S('usi-glisante', 'razdvizhnye-dveri', 'sliding-doors'),
          nouns: [
            L('Ușă glisantă pe perete', 'Раздвижная дверь по стене', 'Wall-mounted sliding door'),
            L('Ușă glisantă în perete', 'Дверь-пенал', 'Pocket door'),
            L('Ușă glisantă din sticlă', 'Стеклянная раздвижная дверь', 'Glass sliding door'),
            L('Ușă pliantă', 'Складная дверь', 'Folding door'),
          ],
        },
        {
          title: L('Mecanisme', 'Механизмы', 'Mechanisms'),
          slug: S('mecanisme-glisante', 'mekhanizmy', 'mechanisms'),
          nouns: [
            L('Șină de aluminiu', 'Алюминиевая направляющая', 'Aluminium track'),
            L('Mecanism soft-close', 'Механизм плавного закрывания', 'Soft-close mechanism'),
            L('Casetă pentru ușă glisantă', 'Пенал для раздвижной двери', 'Pocket door cassette'),
            L('Set de role', 'Комплект роликов', 'Roller set'),
          ],
        },
      ],
    },
    {
      title: L('Plinte', 'Плинтусы', 'Skirting'),
      slug: S('plinte-premium', 'plintusy-premium', 'premium-skirting'),
      icon: 'frame',
      subcategories: [
        {
          title: L('Plinte din lemn', 'Деревянные плинтусы', 'Wooden skirting'),
          slug: S('plinte-lemn', 'dereviannye-plintusy', 'wooden-skirting'),
          nouns: [
            L('Plintă din stejar', 'Дубовый плинтус', 'Oak skirting'),
            L('Plintă vopsită', 'Крашеный плинтус', 'Painted skirting'),
            L('Plintă ascunsă', 'Скрытый плинтус', 'Shadow-gap skirting'),
            L('Baghetă decorativă', 'Декоративный молдинг', 'Decorative moulding'),
          ],
        },
        {
          title: L('Ancadramente premium', 'Наличники премиум', 'Premium architraves'),
          slug: S('ancadramente-premium', 'nalichniki-premium', 'premium-architraves'),
          nouns: [
            L('Ancadrament clasic', 'Классический наличник', 'Classic architrave'),
            L('Ancadrament cu capitel', 'Наличник с капителью', 'Architrave with capital'),
            L('Toc invizibil', 'Скрытая коробка', 'Invisible frame'),
            L('Portal decorativ', 'Декоративный портал', 'Decorative portal'),
          ],
        },
      ],
    },
    {
      title: L('Feronerie premium', 'Фурнитура премиум', 'Premium hardware'),
      slug: S('feronerie-premium', 'furnitura-premium', 'premium-hardware'),
      icon: 'handle',
      subcategories: [
        {
          title: L('Mânere de designer', 'Дизайнерские ручки', 'Designer handles'),
          slug: S('manere-designer', 'dizainerskie-ruchki', 'designer-handles'),
          nouns: [
            L('Mâner din alamă', 'Латунная ручка', 'Brass handle'),
            L('Mâner din bronz', 'Бронзовая ручка', 'Bronze handle'),
            L('Mâner cu cristal', 'Ручка с кристаллом', 'Crystal handle'),
            L('Mâner negru mat', 'Матовая чёрная ручка', 'Matte black handle'),
          ],
        },
        {
          title: L('Balamale ascunse', 'Скрытые петли', 'Concealed hinges'),
          slug: S('balamale-ascunse', 'skrytye-petli', 'concealed-hinges'),
          nouns: [
            L('Balama 3D', '3D-петля', '3D hinge'),
            L('Balama pentru uși grele', 'Петля для тяжёлых дверей', 'Heavy-door hinge'),
            L('Broască magnetică silențioasă', 'Бесшумный магнитный замок', 'Silent magnetic lock'),
            L('Opritor magnetic', 'Магнитный упор', 'Magnetic stop'),
          ],
        },
      ],
    },
    {
      title: L('Uși de intrare premium', 'Входные двери премиум', 'Premium entrance doors'),
      slug: S('usi-intrare-premium', 'vkhodnye-dveri-premium', 'premium-entrance-doors'),
      icon: 'shield',
      subcategories: [
        {
          title: L('Uși pentru vile', 'Двери для коттеджей', 'Villa doors'),
          slug: S('usi-vile', 'dveri-dlia-kottedzhei', 'villa-doors'),
          nouns: [
            L('Ușă cu pivot', 'Поворотная дверь на пивоте', 'Pivot door'),
            L('Ușă cu panou de lemn', 'Дверь с деревянной панелью', 'Wood-panel door'),
            L('Ușă cu termoizolație', 'Дверь с терморазрывом', 'Thermally broken door'),
            L('Ușă cu geam lateral', 'Дверь с боковым стеклом', 'Door with sidelight'),
          ],
        },
        {
          title: L('Încuietori inteligente', 'Умные замки', 'Smart locks'),
          slug: S('incuietori-inteligente', 'umnye-zamki', 'smart-locks'),
          nouns: [
            L('Yală biometrică', 'Биометрический замок', 'Fingerprint lock'),
            L('Yală cu cod', 'Кодовый замок', 'Keypad lock'),
            L('Yală cu aplicație', 'Замок с приложением', 'App-controlled lock'),
            L('Interfon video', 'Видеодомофон', 'Video intercom'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('finisaj ulei natural', 'отделка натуральным маслом', 'natural oil finish'),
    L('lac mat', 'матовый лак', 'matte lacquer'),
    L('210×90 cm', '210×90 см', '210×90 cm'),
    L('la comandă', 'под заказ', 'made to order'),
    L('set complet cu toc', 'комплект с коробкой', 'complete with frame'),
    L('colecția Milano', 'коллекция Милано', 'Milano collection'),
    L('colecția Oslo', 'коллекция Осло', 'Oslo collection'),
    L('finisaj alamă', 'отделка латунь', 'brass finish'),
    L('fonoizolant', 'звукоизоляционная', 'soundproof'),
    L('certificat FSC', 'сертификат FSC', 'FSC certified'),
  ],
  manufacturers: [
    'Portale',
    'Legno Alto',
    'Eichwerk',
    'Casa Nobile',
    'Nordholz',
    'Arco Design',
    'Ferro Lusso',
    'Oakline',
  ],
  priceMinor: [1500, 450000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este realizată manual din materiale selectate.',
      '{noun} от {maker} изготовлена вручную из отборных материалов.',
      'The {noun} by {maker} is handmade from selected materials.',
    ),
    L(
      'Fiecare piesă trece un control de calitate în trei etape.',
      'Каждое изделие проходит трёхэтапный контроль качества.',
      'Every piece passes a three-stage quality check.',
    ),
    L('Proiectăm și montăm la cheie.', 'Проектируем и устанавливаем под ключ.', 'We design and install turnkey.'),
    L('Garanție 10 ani.', 'Гарантия 10 лет.', '10-year warranty.'),
    L('Livrare în Moldova și România.', 'Доставка по Молдове и Румынии.', 'Delivered in Moldova and Romania.'),
  ],
  properties: [
    {
      keyword: 'wood',
      title: L('Esență', 'Порода дерева', 'Wood'),
      type: 'radio',
      values: [L('Stejar', 'Дуб', 'Oak'), L('Nuc', 'Орех', 'Walnut'), L('Frasin', 'Ясень', 'Ash')],
    },
    {
      keyword: 'finish',
      title: L('Finisaj', 'Отделка', 'Finish'),
      type: 'checkbox',
      values: [L('Ulei', 'Масло', 'Oil'), L('Lac', 'Лак', 'Lacquer'), L('Vopsea', 'Эмаль', 'Paint')],
    },
    {
      keyword: 'style',
      title: L('Stil', 'Стиль', 'Style'),
      type: 'checkbox',
      values: [
        L('Clasic', 'Классика', 'Classic'),
        L('Modern', 'Модерн', 'Modern'),
        L('Minimalist', 'Минимализм', 'Minimal'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 090',
    email: 'info@doors-2.example',
    address: L('Chișinău, str. Columna 110', 'Кишинёв, ул. Колумна 110', '110 Columna St, Chișinău'),
  },
  articleTitles: [
    L('Uși cu pivot: avantaje', 'Двери на пивоте: преимущества', 'Pivot doors: the advantages'),
    L('Stejar sau nuc?', 'Дуб или орех?', 'Oak or walnut?'),
    L('Uși invizibile în interior', 'Скрытые двери в интерьере', 'Invisible doors in interiors'),
    L('Fonoizolarea ușilor', 'Звукоизоляция дверей', 'Soundproofing doors'),
    L('Feronerie din alamă: îngrijire', 'Уход за латунной фурнитурой', 'Caring for brass hardware'),
    L('Cum alegi o yală inteligentă', 'Как выбрать умный замок', 'Choosing a smart lock'),
    L('Proiecte realizate în 2026', 'Реализованные проекты 2026', 'Projects completed in 2026'),
    L('Tendințe în designul ușilor', 'Тренды в дизайне дверей', 'Trends in door design'),
  ],
  faq: [
    {
      question: L('Cât durează producția?', 'Сколько длится изготовление?', 'How long does production take?'),
      answer: L('Între 4 și 6 săptămâni.', 'От 4 до 6 недель.', 'Four to six weeks.'),
    },
    {
      question: L('Lucrați cu designeri?', 'Работаете с дизайнерами?', 'Do you work with designers?'),
      answer: L(
        'Da, avem program pentru arhitecți.',
        'Да, есть программа для архитекторов.',
        "Yes, we have an architects' programme.",
      ),
    },
    {
      question: L('Montajul este inclus?', 'Монтаж включён?', 'Is installation included?'),
      answer: L('Da, în prețul la cheie.', 'Да, в цене под ключ.', 'Yes, in the turnkey price.'),
    },
    {
      question: L('Ce garanție oferiți?', 'Какая гарантия?', 'What warranty do you give?'),
      answer: L('10 ani la structură.', '10 лет на конструкцию.', '10 years on the structure.'),
    },
    {
      question: L('Livrați în România?', 'Доставляете в Румынию?', 'Do you deliver to Romania?'),
      answer: L('Da, în 10 zile lucrătoare.', 'Да, за 10 рабочих дней.', 'Yes, in 10 working days.'),
    },
  ],
  advantages: [
    L('Lemn masiv selectat', 'Отборный массив', 'Selected solid wood'),
    L('Montaj la cheie', 'Монтаж под ключ', 'Turnkey installation'),
    L('Garanție 10 ani', 'Гарантия 10 лет', '10-year warranty'),
    L('Program pentru arhitecți', 'Программа для архитекторов', "Architects' programme"),
  ],
  vacancies: [
    {
      title: L('Tâmplar', 'Столяр', 'Joiner'),
      description: L('Realizați uși din lemn masiv.', 'Изготавливаете двери из массива.', 'Build solid wood doors.'),
    },
    {
      title: L('Designer de interior', 'Дизайнер интерьера', 'Interior designer'),
      description: L(
        'Proiectați soluții pentru clienți.',
        'Проектируете решения для клиентов.',
        'Design solutions for clients.',
      ),
    },
  ],
};
