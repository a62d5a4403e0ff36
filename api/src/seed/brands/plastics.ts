import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const plastics: BrandSeed = {
  key: 'plastics',
  project: 'PlastPro',
  langs: ['ro', 'ru'],
  mainLang: 'ro',
  currency: 'RON',
  country: 'RO',
  isRomanian: true,
  // A wholesale supplier: businesses ask for a price by the pallet.
  quoteCartEnabled: true,
  colours: {
    light: {
      primary: '#1e3a8a',
      secondary: '#ea580c',
      accent: '#84cc16',
      background: '#f0f9ff',
      surface: '#e0f2fe',
      text: '#0c4a6e',
    },
    dark: {
      primary: '#38bdf8',
      secondary: '#fb923c',
      accent: '#a3e635',
      background: '#04111c',
      surface: '#0c2a40',
      text: '#e0f2fe',
    },
  },
  // The shop's own chat, scripts and no-JavaScript styles (settings' styles).
  embeds: {
    chatId: 'PlastProChat',
    additionalItems: [
      {
        location: 'body',
        script_type: 'script',
        script: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'shop_body_item'});",
      },
      {
        location: 'head',
        script_type: 'noscript',
        script: '<style>.noscript-text{border-bottom:3px solid var(--color-accent)}</style>',
      },
    ],
    noscriptText: L(
      'Activați JavaScript ca să comandați online.',
      'Включите JavaScript, чтобы заказывать онлайн.',
      'Turn JavaScript on to order online.',
    ),
  },
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_1',
  productDisplay: 'list',
  paginationOption: 'pagination',
  categories: [
    {
      title: L('Ambalaje alimentare', 'Пищевая упаковка', 'Food packaging'),
      slug: S('ambalaje-alimentare', 'pishchevaia-upakovka', 'food-packaging'),
      icon: 'box',
      subcategories: [
        {
          title: L('Caserole', 'Контейнеры для еды', 'Food trays'),
          slug: S('caserole', 'konteinery-dlia-edy', 'food-trays'),
          nouns: [
            L('Caserolă cu capac', 'Контейнер с крышкой', 'Lidded tray'),
            L('Caserolă compartimentată', 'Секционный контейнер', 'Compartment tray'),
            L('Caserolă pentru microunde', 'Контейнер для микроволновки', 'Microwave tray'),
            L('Caserolă din aluminiu', 'Алюминиевый контейнер', 'Aluminium tray'),
          ],
        },
        {
          title: L('Pahare pentru băuturi', 'Стаканы для напитков', 'Drink cups'),
          slug: S('pahare-bauturi', 'stakany-dlia-napitkov', 'drink-cups'),
          nouns: [
            L('Pahar de unică folosință', 'Одноразовый стакан', 'Disposable cup'),
            L('Pahar pentru cafea', 'Стакан для кофе', 'Coffee cup'),
            L('Capac pentru pahar', 'Крышка для стакана', 'Cup lid'),
            L('Pahar de smoothie', 'Стакан для смузи', 'Smoothie cup'),
          ],
        },
      ],
    },
    {
      title: L('Veselă de unică folosință', 'Одноразовая посуда', 'Disposable tableware'),
      slug: S('vesela-unica-folosinta', 'odnorazovaia-posuda', 'disposable-tableware'),
      icon: 'plate',
      subcategories: [
        {
          title: L('Farfurii și boluri', 'Тарелки и миски', 'Plates and bowls'),
          slug: S('farfurii-boluri', 'tarelki-i-miski', 'plates-bowls'),
          nouns: [
            L('Farfurie din carton', 'Картонная тарелка', 'Paper plate'),
            L('Bol compostabil', 'Компостируемая миска', 'Compostable bowl'),
            L('Farfurie din trestie', 'Тарелка из сахарного тростника', 'Bagasse plate'),
            L('Bol pentru supă', 'Миска для супа', 'Soup bowl'),
          ],
        },
        {
          title: L('Tacâmuri', 'Приборы', 'Cutlery'),
          slug: S('tacamuri', 'pribory', 'cutlery'),
          nouns: [
            L('Furculițe din lemn', 'Деревянные вилки', 'Wooden forks'),
            L('Linguri compostabile', 'Компостируемые ложки', 'Compostable spoons'),
            L('Set de tacâmuri', 'Набор приборов', 'Cutlery kit'),
            L('Paie din hârtie', 'Бумажные трубочки', 'Paper straws'),
          ],
        },
      ],
    },
    {
      title: L('Pungi și saci', 'Пакеты и мешки', 'Bags and sacks'),
      slug: S('pungi-si-saci', 'pakety-i-meshki', 'bags-sacks'),
      icon: 'bag',
      subcategories: [
        {
          title: L('Pungi', 'Пакеты', 'Bags'),
          slug: S('pungi', 'pakety', 'bags'),
          nouns: [
            L('Pungă cu mâner', 'Пакет с ручками', 'Carrier bag'),
            L('Pungă zip', 'Зип-пакет', 'Zip bag'),
            L('Pungă din hârtie', 'Бумажный пакет', 'Paper bag'),
            L('Pungă pentru congelare', 'Пакет для заморозки', 'Freezer bag'),
          ],
        },
        {
          title: L('Saci menajeri', 'Мусорные мешки', 'Bin bags'),
          slug: S('saci-menajeri', 'musornye-meshki', 'bin-bags'),
          nouns: [
            L('Sac menajer 35 l', 'Мешок для мусора 35 л', '35 l bin bag'),
            L('Sac menajer 120 l', 'Мешок для мусора 120 л', '120 l bin bag'),
            L('Sac cu șnur', 'Мешок с завязками', 'Drawstring bag'),
            L('Sac pentru moloz', 'Мешок для строительного мусора', 'Rubble sack'),
          ],
        },
      ],
    },
    {
      title: L('Recipiente de depozitare', 'Ёмкости для хранения', 'Storage containers'),
      slug: S('recipiente-depozitare', 'emkosti-dlia-khraneniia', 'storage-containers'),
      icon: 'crate',
      subcategories: [
        {
          title: L('Cutii', 'Ящики', 'Boxes'),
          slug: S('cutii-plastic', 'plastikovye-iashchiki', 'plastic-boxes'),
          nouns: [
            L('Cutie cu capac', 'Ящик с крышкой', 'Lidded box'),
            L('Ladă stivuibilă', 'Штабелируемый ящик', 'Stacking crate'),
            L('Organizator', 'Органайзер', 'Organiser'),
            L('Cutie pe roți', 'Ящик на колёсах', 'Box on wheels'),
          ],
        },
        {
          title: L('Canistre și găleți', 'Канистры и вёдра', 'Jerrycans and buckets'),
          slug: S('canistre-galeti', 'kanistry-i-vedra', 'jerrycans-buckets'),
          nouns: [
            L('Canistră 10 l', 'Канистра 10 л', '10 l jerrycan'),
            L('Găleată alimentară', 'Пищевое ведро', 'Food-grade bucket'),
            L('Bidon cu robinet', 'Бутыль с краном', 'Tap container'),
            L('Butoi', 'Бочка', 'Drum'),
          ],
        },
      ],
    },
    {
      title: L('Folii și consumabile', 'Плёнки и расходники', 'Films and supplies'),
      slug: S('folii-consumabile', 'plenki-i-raskhodniki', 'films-supplies'),
      icon: 'roll',
      subcategories: [
        {
          title: L('Folii', 'Плёнки', 'Films'),
          slug: S('folii', 'plenki', 'films'),
          nouns: [
            L('Folie alimentară', 'Пищевая плёнка', 'Cling film'),
            L('Folie stretch', 'Стрейч-плёнка', 'Stretch film'),
            L('Folie cu bule', 'Пузырчатая плёнка', 'Bubble wrap'),
            L('Folie de aluminiu', 'Алюминиевая фольга', 'Aluminium foil'),
          ],
        },
        {
          title: L('Bandă adezivă', 'Скотч', 'Tape'),
          slug: S('banda-adeziva', 'skotch', 'tape'),
          nouns: [
            L('Bandă adezivă transparentă', 'Прозрачный скотч', 'Clear tape'),
            L('Bandă de hârtie', 'Малярный скотч', 'Masking tape'),
            L('Dispenser de bandă', 'Диспенсер для скотча', 'Tape dispenser'),
            L('Bandă cu logo', 'Скотч с логотипом', 'Printed tape'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('100 buc.', '100 шт.', '100 pcs'),
    L('500 buc.', '500 шт.', '500 pcs'),
    L('1000 buc.', '1000 шт.', '1000 pcs'),
    L('500 ml', '500 мл', '500 ml'),
    L('1 l', '1 л', '1 l'),
    L('transparent', 'прозрачный', 'clear'),
    L('negru', 'чёрный', 'black'),
    L('compostabil', 'компостируемый', 'compostable'),
    L('bax economic', 'экономичная упаковка', 'bulk pack'),
    L('rezistent', 'усиленный', 'heavy-duty'),
  ],
  manufacturers: [
    'PlastPro',
    'Ecopak',
    'Carpatpack',
    'Polimer Vest',
    'Verdebox',
    'Transpak',
    'Danubia Plast',
    'Nordfoil',
  ],
  priceMinor: [499, 49900],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este potrivit pentru restaurante și magazine.',
      '{noun} от {maker} подходит для ресторанов и магазинов.',
      'The {noun} by {maker} suits restaurants and shops.',
    ),
    L(
      'Material aprobat pentru contact cu alimentele.',
      'Материал допущен для контакта с пищей.',
      'Approved for food contact.',
    ),
    L('Prețuri mai mici la comenzile en-gros.', 'Скидки на оптовые заказы.', 'Lower prices on bulk orders.'),
    L(
      'Livrare din depozitul din București în 48 de ore.',
      'Доставка со склада в Бухаресте за 48 часов.',
      'Shipped from our Bucharest warehouse within 48 hours.',
    ),
    L('Factură fiscală pentru fiecare comandă.', 'Счёт-фактура к каждому заказу.', 'A VAT invoice with every order.'),
  ],
  properties: [
    {
      keyword: 'material',
      title: L('Material', 'Материал', 'Material'),
      type: 'radio',
      values: [
        L('PP', 'ПП', 'PP'),
        L('PET', 'ПЭТ', 'PET'),
        L('Hârtie', 'Бумага', 'Paper'),
        L('Bioplastic', 'Биопластик', 'Bioplastic'),
      ],
    },
    {
      keyword: 'pack',
      title: L('Ambalare', 'Фасовка', 'Pack size'),
      type: 'checkbox',
      values: [L('Bucată', 'Штука', 'Single'), L('Set', 'Набор', 'Set'), L('Bax', 'Короб', 'Carton')],
    },
    {
      keyword: 'eco',
      title: L('Ecologic', 'Экологичность', 'Eco'),
      type: 'checkbox',
      values: [L('Reciclabil', 'Перерабатываемый', 'Recyclable'), L('Compostabil', 'Компостируемый', 'Compostable')],
    },
  ],
  contacts: {
    phone: '+40 21 555 0700',
    email: 'info@plastics.example',
    address: L('București, Bd. Timișoara 100', 'Бухарест, бул. Тимишоара 100', '100 Timișoara Blvd, Bucharest'),
  },
  articleTitles: [
    L('Ambalaje pentru livrări la domiciliu', 'Упаковка для доставки еды', 'Packaging for food delivery'),
    L('Ce înseamnă compostabil', 'Что значит компостируемый', 'What compostable means'),
    L('Cum alegi caserolele potrivite', 'Как выбрать контейнеры', 'Choosing food trays'),
    L('Legislația privind plasticul de unică folosință', 'Законы об одноразовом пластике', 'Single-use plastic rules'),
    L('Economisiți cu comenzi en-gros', 'Экономия на оптовых заказах', 'Saving with bulk orders'),
    L('Ambalaje personalizate cu logo', 'Упаковка с логотипом', 'Custom printed packaging'),
    L('Depozitarea corectă a foliilor', 'Правильное хранение плёнок', 'Storing films properly'),
    L('Noutăți în ambalajele ecologice', 'Новинки экоупаковки', 'New in eco packaging'),
  ],
  faq: [
    {
      question: L('Care este comanda minimă?', 'Какой минимальный заказ?', 'What is the minimum order?'),
      answer: L('100 lei.', '100 лей.', '100 lei.'),
    },
    {
      question: L('Emiteți factură pe firmă?', 'Выставляете счёт на фирму?', 'Do you invoice companies?'),
      answer: L('Da, cu CUI.', 'Да, по коду компании.', 'Yes, with the company code.'),
    },
    {
      question: L('Livrați în toată România?', 'Доставляете по всей Румынии?', 'Do you deliver across Romania?'),
      answer: L('Da, prin curier în 48 de ore.', 'Да, курьером за 48 часов.', 'Yes, by courier within 48 hours.'),
    },
    {
      question: L('Puteți imprima logo-ul nostru?', 'Можете нанести наш логотип?', 'Can you print our logo?'),
      answer: L('Da, de la 5000 de bucăți.', 'Да, от 5000 штук.', 'Yes, from 5,000 pieces.'),
    },
    {
      question: L('Aveți mostre?', 'Есть образцы?', 'Do you have samples?'),
      answer: L('Da, gratuit pentru firme.', 'Да, бесплатно для компаний.', 'Yes, free for companies.'),
    },
  ],
  advantages: [
    L('Prețuri en-gros', 'Оптовые цены', 'Wholesale prices'),
    L('Livrare în 48 de ore', 'Доставка за 48 часов', '48-hour delivery'),
    L('Imprimare logo', 'Печать логотипа', 'Logo printing'),
    L('Mostre gratuite', 'Бесплатные образцы', 'Free samples'),
  ],
  vacancies: [
    {
      title: L('Agent vânzări B2B', 'Торговый агент B2B', 'B2B sales agent'),
      description: L('Dezvoltați portofoliul de clienți.', 'Развиваете клиентскую базу.', 'Grow the customer base.'),
    },
    {
      title: L('Șofer livrări', 'Водитель-экспедитор', 'Delivery driver'),
      description: L(
        'Livrați comenzile în București.',
        'Доставляете заказы по Бухаресту.',
        'Deliver orders in Bucharest.',
      ),
    },
  ],
};
