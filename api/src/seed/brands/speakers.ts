import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const speakers: BrandSeed = {
  key: 'speakers',
  project: 'SoundPoint',
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#7c3aed',
      secondary: '#f43f5e',
      accent: '#22c55e',
      background: '#faf5ff',
      surface: '#ede9fe',
      text: '#1e1b4b',
    },
    dark: {
      primary: '#a78bfa',
      secondary: '#fb7185',
      accent: '#4ade80',
      background: '#0f0a1f',
      surface: '#1e1638',
      text: '#f5f3ff',
    },
  },
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_1',
  productDisplay: 'grid',
  paginationOption: 'pagination',
  categories: [
    {
      title: L('Boxe', 'Колонки', 'Speakers'),
      slug: S('boxe', 'kolonki', 'speakers'),
      icon: 'speaker',
      subcategories: [
        {
          title: L('Boxe portabile', 'Портативные колонки', 'Portable speakers'),
          slug: S('boxe-portabile', 'portativnye-kolonki', 'portable-speakers'),
          nouns: [
            L('Boxă portabilă', 'Портативная колонка', 'Portable speaker'),
            L('Boxă Bluetooth', 'Bluetooth-колонка', 'Bluetooth speaker'),
            L('Boxă de exterior', 'Уличная колонка', 'Outdoor speaker'),
            L('Mini boxă', 'Мини-колонка', 'Mini speaker'),
          ],
        },
        {
          title: L('Boxe de raft', 'Полочная акустика', 'Bookshelf speakers'),
          slug: S('boxe-de-raft', 'polochnaia-akustika', 'bookshelf-speakers'),
          nouns: [
            L('Pereche de boxe de raft', 'Пара полочных колонок', 'Pair of bookshelf speakers'),
            L('Monitor de studio', 'Студийный монитор', 'Studio monitor'),
            L('Boxă activă', 'Активная колонка', 'Active speaker'),
            L('Boxă pasivă', 'Пассивная колонка', 'Passive speaker'),
          ],
        },
      ],
    },
    {
      title: L('Căști', 'Наушники', 'Headphones'),
      slug: S('casti', 'naushniki', 'headphones'),
      icon: 'headphones',
      subcategories: [
        {
          title: L('Căști wireless', 'Беспроводные наушники', 'Wireless headphones'),
          slug: S('casti-wireless', 'besprovodnye-naushniki', 'wireless-headphones'),
          nouns: [
            L('Căști wireless', 'Беспроводные наушники', 'Wireless headphones'),
            L('Căști cu anularea zgomotului', 'Наушники с шумоподавлением', 'Noise-cancelling headphones'),
            L('Căști sport', 'Спортивные наушники', 'Sports earphones'),
            L('Căști intraauriculare', 'Внутриканальные наушники', 'In-ear earphones'),
          ],
        },
        {
          title: L('Căști de studio', 'Студийные наушники', 'Studio headphones'),
          slug: S('casti-de-studio', 'studiinye-naushniki', 'studio-headphones'),
          nouns: [
            L('Căști de monitorizare', 'Мониторные наушники', 'Monitoring headphones'),
            L('Căști închise', 'Закрытые наушники', 'Closed-back headphones'),
            L('Căști deschise', 'Открытые наушники', 'Open-back headphones'),
            L('Căști pentru DJ', 'DJ-наушники', 'DJ headphones'),
          ],
        },
      ],
    },
    {
      title: L('Soundbar-uri', 'Саундбары', 'Soundbars'),
      slug: S('soundbaruri', 'saundbary', 'soundbars'),
      icon: 'soundbar',
      subcategories: [
        {
          title: L('Soundbar-uri TV', 'Саундбары для ТВ', 'TV soundbars'),
          slug: S('soundbaruri-tv', 'saundbary-dlia-tv', 'tv-soundbars'),
          nouns: [
            L('Soundbar', 'Саундбар', 'Soundbar'),
            L('Soundbar cu subwoofer', 'Саундбар с сабвуфером', 'Soundbar with subwoofer'),
            L('Soundbar compact', 'Компактный саундбар', 'Compact soundbar'),
            L('Soundbar Dolby Atmos', 'Саундбар Dolby Atmos', 'Dolby Atmos soundbar'),
          ],
        },
        {
          title: L('Subwoofere', 'Сабвуферы', 'Subwoofers'),
          slug: S('subwoofere', 'sabvufery', 'subwoofers'),
          nouns: [
            L('Subwoofer activ', 'Активный сабвуфер', 'Active subwoofer'),
            L('Subwoofer wireless', 'Беспроводной сабвуфер', 'Wireless subwoofer'),
            L('Subwoofer auto', 'Автосабвуфер', 'Car subwoofer'),
            L('Subwoofer compact', 'Компактный сабвуфер', 'Compact subwoofer'),
          ],
        },
      ],
    },
    {
      title: L('Pick-up-uri', 'Проигрыватели винила', 'Turntables'),
      slug: S('pick-up-uri', 'proigryvateli-vinila', 'turntables'),
      icon: 'vinyl',
      subcategories: [
        {
          title: L('Pick-up-uri', 'Проигрыватели', 'Record players'),
          slug: S('pick-upuri-vinil', 'proigryvateli', 'record-players'),
          nouns: [
            L('Pick-up', 'Проигрыватель винила', 'Turntable'),
            L('Pick-up cu Bluetooth', 'Проигрыватель с Bluetooth', 'Bluetooth turntable'),
            L('Pick-up cu preamplificator', 'Проигрыватель с предусилителем', 'Turntable with preamp'),
            L('Pick-up retro', 'Ретро-проигрыватель', 'Retro record player'),
          ],
        },
        {
          title: L('Doze și ace', 'Головки и иглы', 'Cartridges and styli'),
          slug: S('doze-si-ace', 'golovki-i-igly', 'cartridges-styli'),
          nouns: [
            L('Doză magnetică', 'Звукосниматель', 'Phono cartridge'),
            L('Ac de schimb', 'Сменная игла', 'Replacement stylus'),
            L('Perie antistatică', 'Антистатическая щётка', 'Anti-static brush'),
            L('Slipmat din pâslă', 'Фетровый слипмат', 'Felt slipmat'),
          ],
        },
      ],
    },
    {
      title: L('Amplificatoare', 'Усилители', 'Amplifiers'),
      slug: S('amplificatoare', 'usiliteli', 'amplifiers'),
      icon: 'amplifier',
      subcategories: [
        {
          title: L('Amplificatoare stereo', 'Стереоусилители', 'Stereo amplifiers'),
          slug: S('amplificatoare-stereo', 'stereousiliteli', 'stereo-amplifiers'),
          nouns: [
            L('Amplificator integrat', 'Интегральный усилитель', 'Integrated amplifier'),
            L('Amplificator cu lămpi', 'Ламповый усилитель', 'Tube amplifier'),
            L('Receiver stereo', 'Стереоресивер', 'Stereo receiver'),
            L('Amplificator de căști', 'Усилитель для наушников', 'Headphone amplifier'),
          ],
        },
        {
          title: L('Receivere AV', 'AV-ресиверы', 'AV receivers'),
          slug: S('receivere-av', 'av-resivery', 'av-receivers'),
          nouns: [
            L('Receiver AV 5.1', 'AV-ресивер 5.1', '5.1 AV receiver'),
            L('Receiver AV 7.2', 'AV-ресивер 7.2', '7.2 AV receiver'),
            L('Streamer audio', 'Аудиостример', 'Audio streamer'),
            L('DAC', 'ЦАП', 'DAC'),
          ],
        },
      ],
    },
    {
      title: L('Accesorii', 'Аксессуары', 'Accessories'),
      slug: S('accesorii-audio', 'aksessuary-audio', 'audio-accessories'),
      icon: 'cable',
      subcategories: [
        {
          title: L('Cabluri', 'Кабели', 'Cables'),
          slug: S('cabluri-audio', 'audiokabeli', 'audio-cables'),
          nouns: [
            L('Cablu RCA', 'Кабель RCA', 'RCA cable'),
            L('Cablu optic', 'Оптический кабель', 'Optical cable'),
            L('Cablu de boxe', 'Акустический кабель', 'Speaker cable'),
            L('Cablu jack 3,5 mm', 'Кабель джек 3,5 мм', '3.5 mm jack cable'),
          ],
        },
        {
          title: L('Suporturi', 'Подставки', 'Stands'),
          slug: S('suporturi-boxe', 'podstavki-dlia-kolonok', 'speaker-stands'),
          nouns: [
            L('Suport pentru boxe', 'Стойка для колонок', 'Speaker stand'),
            L('Suport de perete', 'Настенный кронштейн', 'Wall bracket'),
            L('Suport pentru căști', 'Подставка для наушников', 'Headphone stand'),
            L('Tampoane antivibrație', 'Антивибрационные подставки', 'Isolation pads'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('negru mat', 'матовый чёрный', 'matte black'),
    L('alb', 'белый', 'white'),
    L('ediția 2026', 'версия 2026', '2026 edition'),
    L('cu husă', 'с чехлом', 'with case'),
    L('Hi-Res', 'Hi-Res', 'Hi-Res'),
    L('rezistent la apă', 'влагозащищённый', 'water-resistant'),
    L('pentru acasă', 'для дома', 'for home'),
    L('profesional', 'профессиональный', 'pro'),
    L('set de 2', 'набор из 2', 'set of 2'),
    L('cu microfon', 'с микрофоном', 'with microphone'),
  ],
  manufacturers: ['Auralis', 'Bassline', 'Echovia', 'Sonoro', 'Tonwerk', 'Vinylo', 'Klarvox', 'Resona', 'Decibelle'],
  priceMinor: [19900, 2999900],
  descriptionSentences: [
    L(
      '{noun} de la {maker} oferă un sunet clar și bogat.',
      '{noun} от {maker} даёт чистый и насыщенный звук.',
      'The {noun} by {maker} delivers clear, rich sound.',
    ),
    L(
      'Carcasa solidă reduce vibrațiile nedorite.',
      'Прочный корпус гасит лишние вибрации.',
      'A solid housing damps unwanted vibration.',
    ),
    L(
      'Se conectează rapid la telefon, TV sau calculator.',
      'Быстро подключается к телефону, телевизору или компьютеру.',
      'It connects quickly to a phone, TV or computer.',
    ),
    L('Garanție oficială 24 de luni.', 'Официальная гарантия 24 месяца.', 'Official 24-month warranty.'),
    L(
      'Basul este profund, iar vocile rămân naturale.',
      'Бас глубокий, а голоса звучат естественно.',
      'The bass is deep and voices stay natural.',
    ),
    L(
      'Potrivit pentru muzică, filme și jocuri.',
      'Подходит для музыки, фильмов и игр.',
      'Suited to music, films and games.',
    ),
  ],
  properties: [
    {
      keyword: 'connection',
      title: L('Conectare', 'Подключение', 'Connection'),
      type: 'checkbox',
      values: [
        L('Bluetooth', 'Bluetooth', 'Bluetooth'),
        L('Wi-Fi', 'Wi-Fi', 'Wi-Fi'),
        L('Cablu', 'Кабель', 'Wired'),
        L('Optic', 'Оптика', 'Optical'),
      ],
    },
    {
      keyword: 'colour',
      title: L('Culoare', 'Цвет', 'Colour'),
      type: 'checkbox',
      values: [
        L('Negru', 'Чёрный', 'Black'),
        L('Alb', 'Белый', 'White'),
        L('Gri', 'Серый', 'Grey'),
        L('Albastru', 'Синий', 'Blue'),
      ],
    },
    {
      keyword: 'power',
      title: L('Putere', 'Мощность', 'Power'),
      type: 'radio',
      values: [
        L('până la 20 W', 'до 20 Вт', 'up to 20 W'),
        L('20–100 W', '20–100 Вт', '20–100 W'),
        L('peste 100 W', 'более 100 Вт', 'over 100 W'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 010',
    email: 'info@speakers.example',
    address: L('Chișinău, str. Ismail 45', 'Кишинёв, ул. Измаил 45', '45 Ismail St, Chișinău'),
  },
  articleTitles: [
    L('Cum alegi o boxă portabilă', 'Как выбрать портативную колонку', 'How to choose a portable speaker'),
    L('Căști wireless sau cu fir?', 'Беспроводные или проводные наушники?', 'Wireless or wired headphones?'),
    L('Ghid pentru primul pick-up', 'Гид по первому проигрывателю', 'A guide to your first turntable'),
    L('Cum așezi boxele în cameră', 'Как расставить колонки в комнате', 'Placing speakers in a room'),
    L('Ce este Dolby Atmos', 'Что такое Dolby Atmos', 'What Dolby Atmos is'),
    L('Îngrijirea discurilor de vinil', 'Уход за виниловыми пластинками', 'Caring for vinyl records'),
    L('Amplificator cu lămpi: merită?', 'Ламповый усилитель: стоит ли?', 'Tube amplifiers: worth it?'),
    L('Noutățile sezonului audio', 'Новинки аудиосезона', 'New arrivals of the audio season'),
  ],
  faq: [
    {
      question: L('Livrați în toată Moldova?', 'Доставляете по всей Молдове?', 'Do you deliver across Moldova?'),
      answer: L(
        'Da, livrăm în 1–3 zile lucrătoare.',
        'Да, доставка за 1–3 рабочих дня.',
        'Yes, within 1–3 working days.',
      ),
    },
    {
      question: L(
        'Pot testa boxa în magazin?',
        'Можно послушать колонку в магазине?',
        'Can I try a speaker in the shop?',
      ),
      answer: L(
        'Da, avem o sală de audiție.',
        'Да, у нас есть комната прослушивания.',
        'Yes, we have a listening room.',
      ),
    },
    {
      question: L('Ce garanție oferiți?', 'Какая гарантия?', 'What warranty do you give?'),
      answer: L(
        '24 de luni pentru majoritatea produselor.',
        '24 месяца на большинство товаров.',
        '24 months on most products.',
      ),
    },
    {
      question: L('Pot returna căștile?', 'Можно вернуть наушники?', 'Can I return headphones?'),
      answer: L(
        'În 14 zile, în ambalajul original.',
        'В течение 14 дней в оригинальной упаковке.',
        'Within 14 days in the original packaging.',
      ),
    },
    {
      question: L('Acceptați plata în rate?', 'Есть рассрочка?', 'Do you offer instalments?'),
      answer: L('Da, prin partenerii noștri bancari.', 'Да, через банки-партнёры.', 'Yes, through our partner banks.'),
    },
  ],
  advantages: [
    L('Livrare gratuită de la 1000 lei', 'Бесплатная доставка от 1000 лей', 'Free delivery from 1000 lei'),
    L('Sală de audiție', 'Комната прослушивания', 'Listening room'),
    L('Garanție 24 de luni', 'Гарантия 24 месяца', '24-month warranty'),
    L('Rate fără dobândă', 'Рассрочка без процентов', 'Interest-free instalments'),
  ],
  vacancies: [
    {
      title: L('Consultant vânzări audio', 'Консультант по аудиотехнике', 'Audio sales consultant'),
      description: L(
        'Ajuți clienții să aleagă sunetul potrivit.',
        'Помогаете покупателям выбрать звук.',
        'Help customers find the right sound.',
      ),
    },
    {
      title: L('Tehnician service', 'Сервисный инженер', 'Service technician'),
      description: L(
        'Diagnostici și repari echipamente audio.',
        'Диагностика и ремонт аудиотехники.',
        'Diagnose and repair audio gear.',
      ),
    },
  ],
};
