import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const tech: BrandSeed = {
  key: 'tech',
  project: 'TechHub',
  langs: ['uk', 'ru', 'en'],
  mainLang: 'uk',
  currency: 'UAH',
  country: 'UA',
  isRomanian: false,
  // Offices equip themselves here and ask for a price before ordering in bulk.
  quoteCartEnabled: true,
  colours: {
    light: {
      primary: '#2563eb',
      secondary: '#facc15',
      accent: '#10b981',
      background: '#f8fafc',
      surface: '#e2e8f0',
      text: '#0f172a',
    },
    dark: {
      primary: '#3b82f6',
      secondary: '#fde047',
      accent: '#34d399',
      background: '#020617',
      surface: '#1e293b',
      text: '#f1f5f9',
    },
  },
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_1',
  productDisplay: 'grid',
  paginationOption: 'load_more',
  categories: [
    {
      title: L('Laptopuri', 'Ноутбуки', 'Laptops', 'Ноутбуки'),
      slug: S('laptopuri', 'noutbuki', 'laptops', 'noutbuky'),
      icon: 'laptop',
      subcategories: [
        {
          title: L('Laptopuri de birou', 'Офисные ноутбуки', 'Office laptops', 'Офісні ноутбуки'),
          slug: S('laptopuri-birou', 'ofisnye-noutbuki', 'office-laptops', 'ofisni-noutbuky'),
          nouns: [
            L('Laptop', 'Ноутбук', 'Laptop', 'Ноутбук'),
            L('Ultrabook', 'Ультрабук', 'Ultrabook', 'Ультрабук'),
            L('Laptop 2 în 1', 'Ноутбук-трансформер', '2-in-1 laptop', 'Ноутбук-трансформер'),
            L('Chromebook', 'Хромбук', 'Chromebook', 'Хромбук'),
          ],
        },
        {
          title: L('Laptopuri de gaming', 'Игровые ноутбуки', 'Gaming laptops', 'Ігрові ноутбуки'),
          slug: S('laptopuri-gaming', 'igrovye-noutbuki', 'gaming-laptops', 'igrovi-noutbuky'),
          nouns: [
            L('Laptop de gaming', 'Игровой ноутбук', 'Gaming laptop', 'Ігровий ноутбук'),
            L('Stație de lucru mobilă', 'Мобильная рабочая станция', 'Mobile workstation', 'Мобільна робоча станція'),
            L('Răcitor pentru laptop', 'Подставка с охлаждением', 'Laptop cooler', 'Підставка з охолодженням'),
            L('Stație de andocare', 'Док-станция', 'Docking station', 'Док-станція'),
          ],
        },
      ],
    },
    {
      title: L('Telefoane', 'Телефоны', 'Phones', 'Телефони'),
      slug: S('telefoane', 'telefony', 'phones', 'telefony-ua'),
      icon: 'phone',
      subcategories: [
        {
          title: L('Smartphone-uri', 'Смартфоны', 'Smartphones', 'Смартфони'),
          slug: S('smartphoneuri', 'smartfony', 'smartphones', 'smartfony-ua'),
          nouns: [
            L('Smartphone', 'Смартфон', 'Smartphone', 'Смартфон'),
            L('Smartphone pliabil', 'Складной смартфон', 'Foldable phone', 'Складаний смартфон'),
            L('Telefon rezistent', 'Защищённый телефон', 'Rugged phone', 'Захищений телефон'),
            L('Telefon cu butoane', 'Кнопочный телефон', 'Feature phone', 'Кнопковий телефон'),
          ],
        },
        {
          title: L('Accesorii telefon', 'Аксессуары для телефонов', 'Phone accessories', 'Аксесуари для телефонів'),
          slug: S('accesorii-telefon', 'aksessuary-dlia-telefonov', 'phone-accessories', 'aksesuary-dlia-telefoniv'),
          nouns: [
            L('Husă', 'Чехол', 'Case', 'Чохол'),
            L('Folie de protecție', 'Защитное стекло', 'Screen protector', 'Захисне скло'),
            L('Încărcător rapid', 'Быстрая зарядка', 'Fast charger', 'Швидкий зарядний пристрій'),
            L('Baterie externă', 'Внешний аккумулятор', 'Power bank', 'Павербанк'),
          ],
        },
      ],
    },
    {
      title: L('Monitoare', 'Мониторы', 'Monitors', 'Монітори'),
      slug: S('monitoare', 'monitory', 'monitors', 'monitory-ua'),
      icon: 'monitor',
      subcategories: [
        {
          title: L('Monitoare de birou', 'Офисные мониторы', 'Office monitors', 'Офісні монітори'),
          slug: S('monitoare-birou', 'ofisnye-monitory', 'office-monitors', 'ofisni-monitory'),
          nouns: [
            L('Monitor 24"', 'Монитор 24"', '24" monitor', 'Монітор 24"'),
            L('Monitor 27"', 'Монитор 27"', '27" monitor', 'Монітор 27"'),
            L('Monitor curbat', 'Изогнутый монитор', 'Curved monitor', 'Вигнутий монітор'),
            L('Monitor portabil', 'Портативный монитор', 'Portable monitor', 'Портативний монітор'),
          ],
        },
        {
          title: L('Monitoare de gaming', 'Игровые мониторы', 'Gaming monitors', 'Ігрові монітори'),
          slug: S('monitoare-gaming', 'igrovye-monitory', 'gaming-monitors', 'igrovi-monitory'),
          nouns: [
            L('Monitor 144 Hz', 'Монитор 144 Гц', '144 Hz monitor', 'Монітор 144 Гц'),
            L('Monitor OLED', 'OLED-монитор', 'OLED monitor', 'OLED-монітор'),
            L('Monitor ultrawide', 'Ультраширокий монитор', 'Ultrawide monitor', 'Ультраширокий монітор'),
            L('Braț pentru monitor', 'Кронштейн для монитора', 'Monitor arm', 'Кронштейн для монітора'),
          ],
        },
      ],
    },
    {
      title: L('Periferice', 'Периферия', 'Peripherals', 'Периферія'),
      slug: S('periferice', 'periferiia', 'peripherals', 'peryferiia'),
      icon: 'mouse',
      subcategories: [
        {
          title: L('Tastaturi și mouse-uri', 'Клавиатуры и мыши', 'Keyboards and mice', 'Клавіатури та миші'),
          slug: S('tastaturi-mouseuri', 'klaviatury-i-myshi', 'keyboards-mice', 'klaviatury-ta-myshi'),
          nouns: [
            L('Tastatură mecanică', 'Механическая клавиатура', 'Mechanical keyboard', 'Механічна клавіатура'),
            L('Mouse wireless', 'Беспроводная мышь', 'Wireless mouse', 'Бездротова миша'),
            L('Mouse de gaming', 'Игровая мышь', 'Gaming mouse', 'Ігрова миша'),
            L('Mousepad', 'Коврик для мыши', 'Mouse mat', 'Килимок для миші'),
          ],
        },
        {
          title: L('Webcam și audio', 'Веб-камеры и звук', 'Webcams and audio', 'Вебкамери та звук'),
          slug: S('webcam-audio', 'veb-kamery-i-zvuk', 'webcams-audio', 'vebkamery-ta-zvuk'),
          nouns: [
            L('Cameră web', 'Веб-камера', 'Webcam', 'Вебкамера'),
            L('Microfon USB', 'USB-микрофон', 'USB microphone', 'USB-мікрофон'),
            L('Căști cu microfon', 'Гарнитура', 'Headset', 'Гарнітура'),
            L('Boxe pentru PC', 'Колонки для ПК', 'PC speakers', 'Колонки для ПК'),
          ],
        },
      ],
    },
    {
      title: L('Stocare și rețea', 'Накопители и сеть', 'Storage and network', 'Накопичувачі та мережа'),
      slug: S('stocare-retea', 'nakopiteli-i-set', 'storage-network', 'nakopychuvachi-ta-merezha'),
      icon: 'drive',
      subcategories: [
        {
          title: L('Stocare', 'Накопители', 'Storage', 'Накопичувачі'),
          slug: S('stocare', 'nakopiteli', 'storage', 'nakopychuvachi'),
          nouns: [
            L('SSD extern', 'Внешний SSD', 'External SSD', 'Зовнішній SSD'),
            L('SSD NVMe', 'SSD NVMe', 'NVMe SSD', 'SSD NVMe'),
            L('Stick USB', 'Флешка', 'USB stick', 'Флешка'),
            L('Card microSD', 'Карта microSD', 'microSD card', 'Карта microSD'),
          ],
        },
        {
          title: L('Rețea', 'Сетевое оборудование', 'Networking', 'Мережеве обладнання'),
          slug: S('retea', 'setevoe-oborudovanie', 'networking', 'merezheve-obladnannia'),
          nouns: [
            L('Router Wi-Fi', 'Wi-Fi роутер', 'Wi-Fi router', 'Wi-Fi роутер'),
            L('Sistem mesh', 'Mesh-система', 'Mesh system', 'Mesh-система'),
            L('Switch de rețea', 'Коммутатор', 'Network switch', 'Комутатор'),
            L('Cablu de rețea', 'Сетевой кабель', 'Network cable', 'Мережевий кабель'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('8/256 GB', '8/256 ГБ', '8/256 GB', '8/256 ГБ'),
    L('16/512 GB', '16/512 ГБ', '16/512 GB', '16/512 ГБ'),
    L('1 TB', '1 ТБ', '1 TB', '1 ТБ'),
    L('negru', 'чёрный', 'black', 'чорний'),
    L('argintiu', 'серебристый', 'silver', 'сріблястий'),
    L('albastru', 'синий', 'blue', 'синій'),
    L('USB-C', 'USB-C', 'USB-C', 'USB-C'),
    L('model 2026', 'модель 2026', '2026 model', 'модель 2026'),
    L('cu garanție extinsă', 'с расширенной гарантией', 'with extended warranty', 'з розширеною гарантією'),
    L('Pro', 'Pro', 'Pro', 'Pro'),
  ],
  manufacturers: ['Novatek', 'Qubit', 'Zenware', 'Altair', 'Voltix', 'Kvant', 'Pixelon', 'Orbis', 'Fotonix'],
  priceMinor: [19900, 12999900],
  descriptionSentences: [
    L(
      '{noun} de la {maker} combină performanța cu autonomia.',
      '{noun} от {maker} сочетает производительность и автономность.',
      'The {noun} by {maker} combines performance and battery life.',
      '{noun} від {maker} поєднує продуктивність і автономність.',
    ),
    L(
      'Garanție oficială 12 luni.',
      'Официальная гарантия 12 месяцев.',
      'Official 12-month warranty.',
      'Офіційна гарантія 12 місяців.',
    ),
    L(
      'Livrare în toată Ucraina în 1–2 zile.',
      'Доставка по всей Украине за 1–2 дня.',
      'Delivered across Ukraine in 1–2 days.',
      'Доставка по всій Україні за 1–2 дні.',
    ),
    L(
      'Compatibil cu Windows, macOS și Linux.',
      'Совместим с Windows, macOS и Linux.',
      'Works with Windows, macOS and Linux.',
      'Сумісний з Windows, macOS і Linux.',
    ),
    L(
      'Plata în rate fără dobândă.',
      'Оплата частями без переплат.',
      'Interest-free instalments.',
      'Оплата частинами без переплат.',
    ),
  ],
  properties: [
    {
      keyword: 'memory',
      title: L('Memorie', 'Память', 'Memory', "Пам'ять"),
      type: 'radio',
      values: [
        L('8 GB', '8 ГБ', '8 GB', '8 ГБ'),
        L('16 GB', '16 ГБ', '16 GB', '16 ГБ'),
        L('32 GB', '32 ГБ', '32 GB', '32 ГБ'),
      ],
    },
    {
      keyword: 'colour',
      title: L('Culoare', 'Цвет', 'Colour', 'Колір'),
      type: 'checkbox',
      values: [
        L('Negru', 'Чёрный', 'Black', 'Чорний'),
        L('Argintiu', 'Серебристый', 'Silver', 'Сріблястий'),
        L('Albastru', 'Синий', 'Blue', 'Синій'),
      ],
    },
    {
      keyword: 'connectivity',
      title: L('Conectivitate', 'Интерфейсы', 'Connectivity', 'Інтерфейси'),
      type: 'checkbox',
      values: [
        L('USB-C', 'USB-C', 'USB-C', 'USB-C'),
        L('Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth'),
        L('Wi-Fi 7', 'Wi-Fi 7', 'Wi-Fi 7', 'Wi-Fi 7'),
        L('HDMI', 'HDMI', 'HDMI', 'HDMI'),
      ],
    },
  ],
  contacts: {
    phone: '+380 44 555 0800',
    email: 'info@tech.example',
    address: L(
      'Kiev, str. Hreșciatic 10',
      'Киев, ул. Крещатик 10',
      '10 Khreshchatyk St, Kyiv',
      'Київ, вул. Хрещатик 10',
    ),
  },
  articleTitles: [
    L(
      'Cum alegi un laptop pentru studii',
      'Как выбрать ноутбук для учёбы',
      'Choosing a laptop for study',
      'Як обрати ноутбук для навчання',
    ),
    L('OLED sau IPS?', 'OLED или IPS?', 'OLED or IPS?', 'OLED чи IPS?'),
    L('Wi-Fi 7 pe scurt', 'Коротко о Wi-Fi 7', 'Wi-Fi 7 in brief', 'Коротко про Wi-Fi 7'),
    L(
      'Tastaturi mecanice pentru începători',
      'Механические клавиатуры для новичков',
      'Mechanical keyboards for beginners',
      'Механічні клавіатури для початківців',
    ),
    L(
      'Cum prelungești viața bateriei',
      'Как продлить жизнь батареи',
      'Making a battery last',
      'Як подовжити життя батареї',
    ),
    L(
      'Birou acasă: setul minim',
      'Домашний офис: минимальный набор',
      'Home office essentials',
      'Домашній офіс: мінімальний набір',
    ),
    L('SSD extern sau cloud?', 'Внешний SSD или облако?', 'External SSD or cloud?', 'Зовнішній SSD чи хмара?'),
    L(
      'Telefoane pliabile în 2026',
      'Складные смартфоны в 2026',
      'Foldable phones in 2026',
      'Складані смартфони у 2026',
    ),
  ],
  faq: [
    {
      question: L(
        'Livrați în toată Ucraina?',
        'Доставляете по всей Украине?',
        'Do you deliver across Ukraine?',
        'Доставляєте по всій Україні?',
      ),
      answer: L(
        'Da, prin curier și în oficii poștale.',
        'Да, курьером и в отделения.',
        'Yes, by courier and to branches.',
        "Так, кур'єром і у відділення.",
      ),
    },
    {
      question: L(
        'Pot plăti în rate?',
        'Можно оплатить частями?',
        'Can I pay in instalments?',
        'Можна оплатити частинами?',
      ),
      answer: L('Da, până la 24 de luni.', 'Да, до 24 месяцев.', 'Yes, up to 24 months.', 'Так, до 24 місяців.'),
    },
    {
      question: L(
        'Unde fac service în garanție?',
        'Где гарантийный ремонт?',
        'Where is warranty service?',
        'Де гарантійний ремонт?',
      ),
      answer: L(
        'În centrul nostru de service din Kiev.',
        'В нашем сервисном центре в Киеве.',
        'At our service centre in Kyiv.',
        'У нашому сервісному центрі в Києві.',
      ),
    },
    {
      question: L(
        'Pot returna un produs?',
        'Можно вернуть товар?',
        'Can I return a product?',
        'Можна повернути товар?',
      ),
      answer: L('Da, în 14 zile.', 'Да, в течение 14 дней.', 'Yes, within 14 days.', 'Так, протягом 14 днів.'),
    },
    {
      question: L(
        'Aveți prețuri pentru firme?',
        'Есть цены для компаний?',
        'Do you have business prices?',
        'Є ціни для компаній?',
      ),
      answer: L('Da, cu factură.', 'Да, со счётом.', 'Yes, with an invoice.', 'Так, з рахунком.'),
    },
  ],
  advantages: [
    L('Livrare în 1–2 zile', 'Доставка за 1–2 дня', '1–2 day delivery', 'Доставка за 1–2 дні'),
    L('Rate fără dobândă', 'Рассрочка без процентов', 'Interest-free instalments', 'Розстрочка без відсотків'),
    L('Service propriu', 'Собственный сервис', 'Own service centre', 'Власний сервіс'),
    L('Garanție oficială', 'Официальная гарантия', 'Official warranty', 'Офіційна гарантія'),
  ],
  vacancies: [
    {
      title: L('Inginer service', 'Сервисный инженер', 'Service engineer', 'Сервісний інженер'),
      description: L(
        'Reparați laptopuri și telefoane.',
        'Ремонтируете ноутбуки и телефоны.',
        'Repair laptops and phones.',
        'Ремонтуєте ноутбуки та телефони.',
      ),
    },
    {
      title: L('Operator call-center', 'Оператор колл-центра', 'Call-centre agent', 'Оператор кол-центру'),
      description: L(
        'Consultați clienții la telefon.',
        'Консультируете клиентов по телефону.',
        'Advise customers by phone.',
        'Консультуєте клієнтів телефоном.',
      ),
    },
  ],
};
