import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const tobacco: BrandSeed = {
  key: 'tobacco',
  project: 'Casa del Tabaco',
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  currency: 'EUR',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#881337',
      secondary: '#78350f',
      accent: '#a16207',
      background: '#fff1f2',
      surface: '#ffe4e6',
      text: '#1c1917',
    },
    dark: {
      primary: '#e8b04b',
      secondary: '#fb7185',
      accent: '#facc15',
      background: '#12080b',
      surface: '#2a1118',
      text: '#fdf2e9',
    },
  },
  // Tobacco is sold to adults only (18 in Moldova): the shop asks every visitor first.
  ageRestrictionMinAge: 18,
  // The shop's buy button turns into "in the cart" itself, so no notice repeats it.
  cartViews: { productButton: 'casadeltabaco' },
  headerStyle: 'static',
  mainTheme: 'dark_theme',
  mobileBarUiType: 'mobileBar_hide',
  productDisplay: 'list',
  paginationOption: 'pagination',
  categories: [
    {
      title: L('Trabucuri', 'Сигары', 'Cigars'),
      slug: S('trabucuri', 'sigary', 'cigars'),
      icon: 'cigar',
      subcategories: [
        {
          title: L('Trabucuri cubaneze', 'Кубинские сигары', 'Cuban cigars'),
          slug: S('trabucuri-cubaneze', 'kubinskie-sigary', 'cuban-cigars'),
          nouns: [
            L('Trabuc Robusto', 'Сигара Robusto', 'Robusto cigar'),
            L('Trabuc Corona', 'Сигара Corona', 'Corona cigar'),
            L('Trabuc Churchill', 'Сигара Churchill', 'Churchill cigar'),
            L('Trabuc Torpedo', 'Сигара Torpedo', 'Torpedo cigar'),
          ],
        },
        {
          title: L('Cigarillos', 'Сигариллы', 'Cigarillos'),
          slug: S('cigarillos', 'sigarilly', 'cigarillos'),
          nouns: [
            L('Cigarillos cu vanilie', 'Сигариллы с ванилью', 'Vanilla cigarillos'),
            L('Cigarillos clasice', 'Классические сигариллы', 'Classic cigarillos'),
            L('Cigarillos cu filtru', 'Сигариллы с фильтром', 'Filter cigarillos'),
            L('Cigarillos cu cireșe', 'Сигариллы с вишней', 'Cherry cigarillos'),
          ],
        },
      ],
    },
    {
      title: L('Pipe', 'Трубки', 'Pipes'),
      slug: S('pipe', 'trubki', 'pipes'),
      icon: 'pipe',
      subcategories: [
        {
          title: L('Pipe din lemn de bruyère', 'Трубки из бриара', 'Briar pipes'),
          slug: S('pipe-bruyere', 'trubki-iz-briara', 'briar-pipes'),
          nouns: [
            L('Pipă dreaptă', 'Прямая трубка', 'Straight pipe'),
            L('Pipă curbată', 'Изогнутая трубка', 'Bent pipe'),
            L('Pipă Billiard', 'Трубка Billiard', 'Billiard pipe'),
            L('Pipă Dublin', 'Трубка Dublin', 'Dublin pipe'),
          ],
        },
        {
          title: L('Pipe din spumă de mare', 'Трубки из пенки', 'Meerschaum pipes'),
          slug: S('pipe-spuma-de-mare', 'trubki-iz-penki', 'meerschaum-pipes'),
          nouns: [
            L('Pipă din spumă de mare', 'Пенковая трубка', 'Meerschaum pipe'),
            L('Pipă sculptată', 'Резная трубка', 'Carved pipe'),
            L('Pipă calabash', 'Трубка калабаш', 'Calabash pipe'),
            L('Pipă de călătorie', 'Дорожная трубка', 'Travel pipe'),
          ],
        },
      ],
    },
    {
      title: L('Tutun de pipă', 'Трубочный табак', 'Pipe tobacco'),
      slug: S('tutun-de-pipa', 'trubochnyi-tabak', 'pipe-tobacco'),
      icon: 'leaf',
      subcategories: [
        {
          title: L('Amestecuri aromate', 'Ароматизированные смеси', 'Aromatic blends'),
          slug: S('amestecuri-aromate', 'aromatizirovannye-smesi', 'aromatic-blends'),
          nouns: [
            L('Amestec cu vanilie', 'Смесь с ванилью', 'Vanilla blend'),
            L('Amestec cu coniac', 'Смесь с коньяком', 'Brandy blend'),
            L('Amestec cu ciocolată', 'Смесь с шоколадом', 'Chocolate blend'),
            L('Amestec cu fructe de pădure', 'Смесь с лесными ягодами', 'Forest berry blend'),
          ],
        },
        {
          title: L('Amestecuri clasice', 'Классические смеси', 'Classic blends'),
          slug: S('amestecuri-clasice', 'klassicheskie-smesi', 'classic-blends'),
          nouns: [
            L('Virginia', 'Вирджиния', 'Virginia'),
            L('Burley', 'Берли', 'Burley'),
            L('Latakia', 'Латакия', 'Latakia'),
            L('Amestec englezesc', 'Английская смесь', 'English blend'),
          ],
        },
      ],
    },
    {
      title: L('Brichete', 'Зажигалки', 'Lighters'),
      slug: S('brichete', 'zazhigalki', 'lighters'),
      icon: 'flame',
      subcategories: [
        {
          title: L('Brichete cu benzină', 'Бензиновые зажигалки', 'Petrol lighters'),
          slug: S('brichete-benzina', 'benzinovye-zazhigalki', 'petrol-lighters'),
          nouns: [
            L('Brichetă cu benzină', 'Бензиновая зажигалка', 'Petrol lighter'),
            L('Brichetă de buzunar', 'Карманная зажигалка', 'Pocket lighter'),
            L('Fitil de schimb', 'Сменный фитиль', 'Spare wick'),
            L('Benzină pentru brichete', 'Бензин для зажигалок', 'Lighter fluid'),
          ],
        },
        {
          title: L('Brichete turbo', 'Турбозажигалки', 'Torch lighters'),
          slug: S('brichete-turbo', 'turbozazhigalki', 'torch-lighters'),
          nouns: [
            L('Brichetă turbo', 'Турбозажигалка', 'Torch lighter'),
            L('Brichetă cu flacără dublă', 'Зажигалка с двойным пламенем', 'Double-flame lighter'),
            L('Brichetă de masă', 'Настольная зажигалка', 'Table lighter'),
            L('Gaz butan', 'Газ бутан', 'Butane refill'),
          ],
        },
      ],
    },
    {
      title: L('Accesorii', 'Аксессуары', 'Accessories'),
      slug: S('accesorii-fumat', 'aksessuary-dlia-kureniia', 'smoking-accessories'),
      icon: 'box',
      subcategories: [
        {
          title: L('Umidoare', 'Хьюмидоры', 'Humidors'),
          slug: S('umidoare', 'khiumidory', 'humidors'),
          nouns: [
            L('Umidor din cedru', 'Хьюмидор из кедра', 'Cedar humidor'),
            L('Higrometru', 'Гигрометр', 'Hygrometer'),
            L('Umidificator', 'Увлажнитель', 'Humidifier'),
            L('Etui pentru trabucuri', 'Футляр для сигар', 'Cigar case'),
          ],
        },
        {
          title: L('Tăietoare și scrumiere', 'Гильотины и пепельницы', 'Cutters and ashtrays'),
          slug: S('taietoare-scrumiere', 'giliotiny-i-pepelnitsy', 'cutters-ashtrays'),
          nouns: [
            L('Ghilotină pentru trabucuri', 'Гильотина для сигар', 'Cigar cutter'),
            L('Scrumieră din ceramică', 'Керамическая пепельница', 'Ceramic ashtray'),
            L('Suport pentru pipe', 'Подставка для трубок', 'Pipe rack'),
            L('Set de curățare pipe', 'Набор для чистки трубок', 'Pipe cleaning kit'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('cutie de 5', 'коробка 5 шт.', 'box of 5'),
    L('cutie de 25', 'коробка 25 шт.', 'box of 25'),
    L('50 g', '50 г', '50 g'),
    L('100 g', '100 г', '100 g'),
    L('ediție limitată', 'лимитированная серия', 'limited edition'),
    L('finisaj lucios', 'глянцевая отделка', 'gloss finish'),
    L('finisaj mat', 'матовая отделка', 'matte finish'),
    L('în cutie cadou', 'в подарочной коробке', 'in a gift box'),
    L('din nuc', 'из ореха', 'walnut'),
    L('seria clasică', 'классическая серия', 'classic series'),
  ],
  manufacturers: [
    'Casa Moreno',
    'Hoja Dorada',
    'Briarwood',
    'Fumo Nobile',
    'Kapitän',
    'Llama Fina',
    'Old Harbour',
    'Cedrus',
  ],
  priceMinor: [300, 90000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este ales pentru cunoscători.',
      '{noun} от {maker} выбран для ценителей.',
      'The {noun} by {maker} is chosen for connoisseurs.',
    ),
    L(
      'Vânzarea se face doar persoanelor de peste 18 ani.',
      'Продажа только лицам старше 18 лет.',
      'Sold only to persons over 18.',
    ),
    L('Păstrați la umiditate de 65–70%.', 'Хранить при влажности 65–70%.', 'Keep at 65–70% humidity.'),
    L('Fumatul dăunează grav sănătății.', 'Курение серьёзно вредит здоровью.', 'Smoking seriously harms your health.'),
    L(
      'Livrare discretă în ambalaj neutru.',
      'Деликатная доставка в нейтральной упаковке.',
      'Discreet delivery in plain packaging.',
    ),
  ],
  properties: [
    {
      keyword: 'strength',
      title: L('Tărie', 'Крепость', 'Strength'),
      type: 'radio',
      values: [L('Ușoară', 'Лёгкая', 'Mild'), L('Medie', 'Средняя', 'Medium'), L('Puternică', 'Крепкая', 'Full')],
    },
    {
      keyword: 'origin',
      title: L('Origine', 'Происхождение', 'Origin'),
      type: 'checkbox',
      values: [
        L('Cuba', 'Куба', 'Cuba'),
        L('Republica Dominicană', 'Доминикана', 'Dominican Republic'),
        L('Nicaragua', 'Никарагуа', 'Nicaragua'),
        L('Italia', 'Италия', 'Italy'),
      ],
    },
    {
      keyword: 'format',
      title: L('Format', 'Формат', 'Format'),
      type: 'checkbox',
      values: [
        L('Bucată', 'Поштучно', 'Single'),
        L('Cutie', 'Коробка', 'Box'),
        L('Set cadou', 'Подарочный набор', 'Gift set'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 060',
    email: 'info@tobacco.example',
    address: L('Chișinău, str. București 21', 'Кишинёв, ул. Бухарест 21', '21 București St, Chișinău'),
  },
  articleTitles: [
    L('Cum păstrezi trabucurile', 'Как хранить сигары', 'How to store cigars'),
    L('Ghid pentru prima pipă', 'Гид по первой трубке', 'A guide to your first pipe'),
    L('Formatele de trabuc explicate', 'Форматы сигар', 'Cigar formats explained'),
    L('Îngrijirea pipei', 'Уход за трубкой', 'Looking after a pipe'),
    L('Umidorul perfect', 'Идеальный хьюмидор', 'The ideal humidor'),
    L('Tutunuri aromate sau clasice', 'Ароматизированный или классический табак', 'Aromatic or classic tobacco'),
    L('Cum tai corect un trabuc', 'Как правильно обрезать сигару', 'Cutting a cigar properly'),
    L('Cadouri pentru cunoscători', 'Подарки для ценителей', 'Gifts for connoisseurs'),
  ],
  faq: [
    {
      question: L('Verificați vârsta?', 'Проверяете возраст?', 'Do you check age?'),
      answer: L(
        'Da, la livrare cerem actul de identitate.',
        'Да, при доставке просим документ.',
        'Yes, ID is required on delivery.',
      ),
    },
    {
      question: L(
        'Livrați în afara Chișinăului?',
        'Доставляете за пределы Кишинёва?',
        'Do you deliver outside Chișinău?',
      ),
      answer: L('Da, în toată țara.', 'Да, по всей стране.', 'Yes, nationwide.'),
    },
    {
      question: L('Aveți trabucuri la bucată?', 'Продаёте сигары поштучно?', 'Do you sell single cigars?'),
      answer: L('Da, majoritatea formatelor.', 'Да, большинство форматов.', 'Yes, most formats.'),
    },
    {
      question: L(
        'Pot comanda un umidor personalizat?',
        'Можно заказать хьюмидор с гравировкой?',
        'Can I order an engraved humidor?',
      ),
      answer: L('Da, gravarea durează 5 zile.', 'Да, гравировка 5 дней.', 'Yes, engraving takes 5 days.'),
    },
    {
      question: L('Cum plătesc?', 'Как оплатить?', 'How do I pay?'),
      answer: L('Online cu cardul.', 'Онлайн картой.', 'Online by card.'),
    },
  ],
  advantages: [
    L('Umidor climatizat', 'Климатический хьюмидор', 'Climate-controlled humidor'),
    L('Livrare discretă', 'Деликатная доставка', 'Discreet delivery'),
    L('Consultanți experți', 'Опытные консультанты', 'Expert advice'),
    L('Gravare cadou', 'Подарочная гравировка', 'Gift engraving'),
  ],
  vacancies: [
    {
      title: L('Consultant trabucuri', 'Консультант по сигарам', 'Cigar consultant'),
      description: L(
        'Recomandați trabucuri clienților.',
        'Подбираете сигары клиентам.',
        'Recommend cigars to customers.',
      ),
    },
    {
      title: L('Administrator magazin', 'Администратор магазина', 'Shop manager'),
      description: L(
        'Coordonați echipa și stocurile.',
        'Руководите командой и запасами.',
        'Run the team and the stock.',
      ),
    },
  ],
};
