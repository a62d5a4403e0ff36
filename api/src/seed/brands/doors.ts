import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const doors: BrandSeed = {
  key: 'doors',
  project: 'UșiCasa',
  langs: ['ro', 'ru'],
  mainLang: 'ro',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  // Doors for homes, and the homes themselves: the shop hosts real-estate adverts.
  advertsEnabled: true,
  colours: {
    light: {
      primary: '#92400e',
      secondary: '#b91c1c',
      accent: '#65a30d',
      background: '#fffbeb',
      surface: '#fef3c7',
      text: '#451a03',
    },
    dark: {
      primary: '#f59e0b',
      secondary: '#f87171',
      accent: '#a3e635',
      background: '#1c1007',
      surface: '#3b2411',
      text: '#fef3c7',
    },
  },
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_1',
  productDisplay: 'grid',
  paginationOption: 'pagination',
  categories: [
    {
      title: L('Uși interioare', 'Межкомнатные двери', 'Interior doors'),
      slug: S('usi-interioare', 'mezhkomnatnye-dveri', 'interior-doors'),
      icon: 'door',
      subcategories: [
        {
          title: L('Uși din MDF', 'Двери из МДФ', 'MDF doors'),
          slug: S('usi-din-mdf', 'dveri-iz-mdf', 'mdf-doors'),
          nouns: [
            L('Ușă MDF', 'Дверь МДФ', 'MDF door'),
            L('Ușă MDF cu sticlă', 'Дверь МДФ со стеклом', 'Glazed MDF door'),
            L('Ușă vopsită', 'Крашеная дверь', 'Painted door'),
            L('Ușă laminată', 'Ламинированная дверь', 'Laminated door'),
          ],
        },
        {
          title: L('Uși din lemn masiv', 'Двери из массива', 'Solid wood doors'),
          slug: S('usi-lemn-masiv', 'dveri-iz-massiva', 'solid-wood-doors'),
          nouns: [
            L('Ușă din stejar', 'Дверь из дуба', 'Oak door'),
            L('Ușă din pin', 'Дверь из сосны', 'Pine door'),
            L('Ușă din frasin', 'Дверь из ясеня', 'Ash door'),
            L('Ușă din arin', 'Дверь из ольхи', 'Alder door'),
          ],
        },
      ],
    },
    {
      title: L('Uși de intrare', 'Входные двери', 'Entrance doors'),
      slug: S('usi-de-intrare', 'vkhodnye-dveri', 'entrance-doors'),
      icon: 'shield',
      subcategories: [
        {
          title: L('Uși metalice', 'Металлические двери', 'Steel doors'),
          slug: S('usi-metalice', 'metallicheskie-dveri', 'steel-doors'),
          nouns: [
            L('Ușă metalică', 'Металлическая дверь', 'Steel door'),
            L('Ușă antiefracție', 'Противовзломная дверь', 'Security door'),
            L('Ușă cu izolație termică', 'Утеплённая дверь', 'Insulated door'),
            L('Ușă pentru apartament', 'Квартирная дверь', 'Apartment door'),
          ],
        },
        {
          title: L('Uși pentru casă', 'Двери для дома', 'House doors'),
          slug: S('usi-pentru-casa', 'dveri-dlia-doma', 'house-doors'),
          nouns: [
            L('Ușă cu panou decorativ', 'Дверь с декоративной панелью', 'Door with decorative panel'),
            L('Ușă cu geam', 'Дверь со стеклопакетом', 'Door with glazing'),
            L('Ușă dublă', 'Двустворчатая дверь', 'Double door'),
            L('Ușă de exterior', 'Уличная дверь', 'Exterior door'),
          ],
        },
      ],
    },
    {
      title: L('Mânere', 'Ручки', 'Handles'),
      slug: S('manere', 'ruchki', 'handles'),
      icon: 'handle',
      subcategories: [
        {
          title: L('Mânere pe rozetă', 'Ручки на розетке', 'Rose handles'),
          slug: S('manere-pe-rozeta', 'ruchki-na-rozetke', 'rose-handles'),
          nouns: [
            L('Mâner pe rozetă', 'Ручка на розетке', 'Rose handle'),
            L('Mâner cu blocare', 'Ручка с фиксатором', 'Handle with lock'),
            L('Mâner minimalist', 'Минималистичная ручка', 'Minimal handle'),
            L('Buton de ușă', 'Дверная кнопка', 'Door knob'),
          ],
        },
        {
          title: L('Mânere pe placă', 'Ручки на планке', 'Plate handles'),
          slug: S('manere-pe-placa', 'ruchki-na-planke', 'plate-handles'),
          nouns: [
            L('Mâner pe placă', 'Ручка на планке', 'Plate handle'),
            L('Mâner pentru ușă de intrare', 'Ручка для входной двери', 'Front door handle'),
            L('Mâner bară', 'Ручка-скоба', 'Pull bar'),
            L('Mâner glisant', 'Ручка для раздвижной двери', 'Sliding door pull'),
          ],
        },
      ],
    },
    {
      title: L('Încuietori', 'Замки', 'Locks'),
      slug: S('incuietori', 'zamki', 'locks'),
      icon: 'lock',
      subcategories: [
        {
          title: L('Încuietori îngropate', 'Врезные замки', 'Mortise locks'),
          slug: S('incuietori-ingropate', 'vreznye-zamki', 'mortise-locks'),
          nouns: [
            L('Broască îngropată', 'Врезной замок', 'Mortise lock'),
            L('Broască magnetică', 'Магнитный замок', 'Magnetic lock'),
            L('Încuietoare WC', 'Сантехническая защёлка', 'Bathroom latch'),
            L('Zăvor', 'Задвижка', 'Bolt'),
          ],
        },
        {
          title: L('Cilindri', 'Цилиндры', 'Cylinders'),
          slug: S('cilindri', 'tsilindry', 'cylinders'),
          nouns: [
            L('Cilindru de siguranță', 'Цилиндр повышенной секретности', 'High-security cylinder'),
            L('Cilindru cu buton', 'Цилиндр с вертушкой', 'Thumb-turn cylinder'),
            L('Set de chei', 'Комплект ключей', 'Key set'),
            L('Yală electronică', 'Электронный замок', 'Smart lock'),
          ],
        },
      ],
    },
    {
      title: L('Feronerie', 'Фурнитура', 'Hardware'),
      slug: S('feronerie', 'furnitura', 'hardware'),
      icon: 'hinge',
      subcategories: [
        {
          title: L('Balamale', 'Петли', 'Hinges'),
          slug: S('balamale', 'petli', 'hinges'),
          nouns: [
            L('Balama ascunsă', 'Скрытая петля', 'Concealed hinge'),
            L('Balama fluture', 'Петля-бабочка', 'Butterfly hinge'),
            L('Set de balamale', 'Комплект петель', 'Hinge set'),
            L('Balama cu arc', 'Пружинная петля', 'Spring hinge'),
          ],
        },
        {
          title: L('Opritori și amortizoare', 'Упоры и доводчики', 'Stops and closers'),
          slug: S('opritori-amortizoare', 'upory-i-dovodchiki', 'stops-closers'),
          nouns: [
            L('Opritor de ușă', 'Дверной упор', 'Door stop'),
            L('Amortizor de ușă', 'Дверной доводчик', 'Door closer'),
            L('Vizor', 'Дверной глазок', 'Door viewer'),
            L('Garnitură de etanșare', 'Уплотнитель', 'Door seal'),
          ],
        },
      ],
    },
    {
      title: L('Plinte și ancadramente', 'Наличники и плинтусы', 'Trims and skirting'),
      slug: S('plinte-ancadramente', 'nalichniki-i-plintusy', 'trims-skirting'),
      icon: 'frame',
      subcategories: [
        {
          title: L('Ancadramente', 'Наличники', 'Architraves'),
          slug: S('ancadramente', 'nalichniki', 'architraves'),
          nouns: [
            L('Ancadrament drept', 'Прямой наличник', 'Straight architrave'),
            L('Ancadrament profilat', 'Фигурный наличник', 'Moulded architrave'),
            L('Toc de ușă', 'Дверная коробка', 'Door frame'),
            L('Extensie de toc', 'Доборная планка', 'Frame extension'),
          ],
        },
        {
          title: L('Plinte', 'Плинтусы', 'Skirting boards'),
          slug: S('plinte', 'plintusy', 'skirting-boards'),
          nouns: [
            L('Plintă MDF', 'Плинтус МДФ', 'MDF skirting'),
            L('Plintă înaltă', 'Высокий плинтус', 'Tall skirting'),
            L('Colț pentru plintă', 'Уголок для плинтуса', 'Skirting corner'),
            L('Plintă albă', 'Белый плинтус', 'White skirting'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('200×80 cm', '200×80 см', '200×80 cm'),
    L('200×70 cm', '200×70 см', '200×70 cm'),
    L('albă', 'белая', 'white'),
    L('culoare nuc', 'цвет орех', 'walnut colour'),
    L('stejar cenușiu', 'серый дуб', 'grey oak'),
    L('set complet', 'полный комплект', 'complete set'),
    L('cu montaj', 'с установкой', 'with fitting'),
    L('negru mat', 'матовый чёрный', 'matte black'),
    L('stil clasic', 'классический стиль', 'classic style'),
    L('stil modern', 'современный стиль', 'modern style'),
  ],
  manufacturers: ['Lemnar', 'Portix', 'Ferrum Casa', 'Arcadia Doors', 'Vesta', 'Nordlock', 'Quercus', 'Limen'],
  priceMinor: [15000, 1800000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este robustă și ușor de montat.',
      '{noun} от {maker} прочная и легко устанавливается.',
      'The {noun} by {maker} is sturdy and easy to fit.',
    ),
    L(
      'Suprafața rezistă la zgârieturi și umezeală.',
      'Поверхность устойчива к царапинам и влаге.',
      'The surface resists scratches and damp.',
    ),
    L(
      'Echipa noastră măsoară și montează la domiciliu.',
      'Наши мастера сделают замер и установку на дому.',
      'Our team measures and fits at your home.',
    ),
    L('Garanție 5 ani la structură.', 'Гарантия 5 лет на конструкцию.', '5-year warranty on the structure.'),
    L(
      'Se potrivește atât în apartament, cât și în casă.',
      'Подойдёт и для квартиры, и для дома.',
      'Fits a flat as well as a house.',
    ),
    L('Izolează fonic încăperea.', 'Хорошо изолирует шум.', 'It keeps noise out.'),
  ],
  properties: [
    {
      keyword: 'colour',
      title: L('Culoare', 'Цвет', 'Colour'),
      type: 'checkbox',
      values: [
        L('Alb', 'Белый', 'White'),
        L('Nuc', 'Орех', 'Walnut'),
        L('Stejar', 'Дуб', 'Oak'),
        L('Gri', 'Серый', 'Grey'),
        L('Negru', 'Чёрный', 'Black'),
      ],
    },
    {
      keyword: 'material',
      title: L('Material', 'Материал', 'Material'),
      type: 'radio',
      values: [L('MDF', 'МДФ', 'MDF'), L('Lemn masiv', 'Массив', 'Solid wood'), L('Oțel', 'Сталь', 'Steel')],
    },
    {
      keyword: 'opening',
      title: L('Deschidere', 'Открывание', 'Opening'),
      type: 'checkbox',
      values: [L('Stânga', 'Левое', 'Left'), L('Dreapta', 'Правое', 'Right'), L('Glisantă', 'Раздвижное', 'Sliding')],
    },
  ],
  contacts: {
    phone: '+373 22 555 030',
    email: 'info@doors.example',
    address: L('Chișinău, str. Calea Ieșilor 8', 'Кишинёв, ул. Калea Ешилор 8', '8 Calea Ieșilor St, Chișinău'),
  },
  articleTitles: [
    L('Cum măsori golul ușii', 'Как измерить дверной проём', 'Measuring a door opening'),
    L('MDF sau lemn masiv?', 'МДФ или массив?', 'MDF or solid wood?'),
    L('Alegerea ușii de intrare', 'Выбор входной двери', 'Choosing an entrance door'),
    L('Uși glisante în spații mici', 'Раздвижные двери в маленьких комнатах', 'Sliding doors in small rooms'),
    L('Ce încuietoare este mai sigură', 'Какой замок надёжнее', 'Which lock is safer'),
    L('Culorile anului pentru interior', 'Цвета года в интерьере', 'Interior colours of the year'),
    L('Îngrijirea ușilor din lemn', 'Уход за деревянными дверями', 'Caring for wooden doors'),
    L('Montajul corect al tocului', 'Правильный монтаж коробки', 'Fitting a door frame correctly'),
  ],
  faq: [
    {
      question: L('Faceți măsurători gratuite?', 'Замер бесплатный?', 'Is measuring free?'),
      answer: L(
        'Da, în Chișinău măsurarea este gratuită.',
        'Да, по Кишинёву замер бесплатный.',
        'Yes, free in Chișinău.',
      ),
    },
    {
      question: L('Cât durează montajul?', 'Сколько длится установка?', 'How long does fitting take?'),
      answer: L('De obicei 2–3 ore pentru o ușă.', 'Обычно 2–3 часа на одну дверь.', 'Usually 2–3 hours per door.'),
    },
    {
      question: L(
        'Pot comanda o dimensiune nestandard?',
        'Можно заказать нестандартный размер?',
        'Can I order a custom size?',
      ),
      answer: L(
        'Da, producem la comandă în 3 săptămâni.',
        'Да, изготовим за 3 недели.',
        'Yes, made to order in 3 weeks.',
      ),
    },
    {
      question: L('Ce garanție oferiți?', 'Какая гарантия?', 'What warranty do you give?'),
      answer: L(
        '5 ani la ușă, 2 ani la feronerie.',
        '5 лет на дверь, 2 года на фурнитуру.',
        '5 years on doors, 2 on hardware.',
      ),
    },
    {
      question: L('Livrați la etaj?', 'Поднимаете на этаж?', 'Do you carry to the floor?'),
      answer: L('Da, urcarea este inclusă.', 'Да, подъём включён.', 'Yes, carrying up is included.'),
    },
  ],
  advantages: [
    L('Măsurare gratuită', 'Бесплатный замер', 'Free measuring'),
    L('Montaj profesional', 'Профессиональная установка', 'Professional fitting'),
    L('Garanție 5 ani', 'Гарантия 5 лет', '5-year warranty'),
    L('Showroom de 400 m²', 'Шоурум 400 м²', '400 m² showroom'),
  ],
  vacancies: [
    {
      title: L('Montator uși', 'Монтажник дверей', 'Door fitter'),
      description: L('Montați uși la clienți.', 'Устанавливаете двери у клиентов.', "Fit doors at customers' homes."),
    },
    {
      title: L('Consultant showroom', 'Консультант шоурума', 'Showroom consultant'),
      description: L('Ajutați clienții să aleagă ușa.', 'Помогаете выбрать дверь.', 'Help customers choose a door.'),
    },
  ],
};
