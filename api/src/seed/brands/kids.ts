import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const kids: BrandSeed = {
  key: 'kids',
  project: 'Jucăria',
  langs: ['ro', 'ru', 'uk', 'en'],
  mainLang: 'ro',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#ec4899',
      secondary: '#3b82f6',
      accent: '#facc15',
      background: '#fff7fb',
      surface: '#fce7f3',
      text: '#500724',
    },
    dark: {
      primary: '#f472b6',
      secondary: '#60a5fa',
      accent: '#fde047',
      background: '#1f0714',
      surface: '#3b0a26',
      text: '#fdf2f8',
    },
  },
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_2',
  productDisplay: 'grid',
  paginationOption: 'load_more',
  categories: [
    {
      title: L('Jucării', 'Игрушки', 'Toys', 'Іграшки'),
      slug: S('jucarii', 'igrushki', 'toys', 'igrashky'),
      icon: 'toy',
      subcategories: [
        {
          title: L('Construcții', 'Конструкторы', 'Building sets', 'Конструктори'),
          slug: S('constructii', 'konstruktory', 'building-sets', 'konstruktory-ua'),
          nouns: [
            L('Set de construcție', 'Конструктор', 'Building set', 'Конструктор'),
            L('Cuburi din lemn', 'Деревянные кубики', 'Wooden blocks', "Дерев'яні кубики"),
            L('Set magnetic', 'Магнитный конструктор', 'Magnetic tiles', 'Магнітний конструктор'),
            L('Trenuleț de asamblat', 'Сборная железная дорога', 'Train set', 'Збірна залізниця'),
          ],
        },
        {
          title: L('Păpuși și figurine', 'Куклы и фигурки', 'Dolls and figures', 'Ляльки та фігурки'),
          slug: S('papusi-figurine', 'kukly-i-figurki', 'dolls-figures', 'lialky-ta-figurky'),
          nouns: [
            L('Păpușă', 'Кукла', 'Doll', 'Лялька'),
            L('Căsuță pentru păpuși', 'Кукольный домик', "Dolls' house", 'Ляльковий будиночок'),
            L('Figurină de dinozaur', 'Фигурка динозавра', 'Dinosaur figure', 'Фігурка динозавра'),
            L('Jucărie de pluș', 'Мягкая игрушка', 'Soft toy', "М'яка іграшка"),
          ],
        },
      ],
    },
    {
      title: L('Jocuri', 'Игры', 'Games', 'Ігри'),
      slug: S('jocuri', 'igry', 'games', 'igry-ua'),
      icon: 'dice',
      subcategories: [
        {
          title: L('Jocuri de societate', 'Настольные игры', 'Board games', 'Настільні ігри'),
          slug: S('jocuri-de-societate', 'nastolnye-igry', 'board-games', 'nastilni-igry'),
          nouns: [
            L('Joc de societate', 'Настольная игра', 'Board game', 'Настільна гра'),
            L('Joc de memorie', 'Игра на память', 'Memory game', "Гра на пам'ять"),
            L('Joc de cărți', 'Карточная игра', 'Card game', 'Карткова гра'),
            L('Șah pentru copii', 'Детские шахматы', "Children's chess", 'Дитячі шахи'),
          ],
        },
        {
          title: L('Puzzle-uri', 'Пазлы', 'Puzzles', 'Пазли'),
          slug: S('puzzleuri', 'pazly', 'puzzles', 'pazly-ua'),
          nouns: [
            L('Puzzle 100 de piese', 'Пазл 100 деталей', '100-piece puzzle', 'Пазл 100 елементів'),
            L('Puzzle de podea', 'Напольный пазл', 'Floor puzzle', 'Підлоговий пазл'),
            L('Puzzle 3D', '3D-пазл', '3D puzzle', '3D-пазл'),
            L('Puzzle din lemn', 'Деревянный пазл', 'Wooden puzzle', "Дерев'яний пазл"),
          ],
        },
      ],
    },
    {
      title: L('Haine pentru copii', 'Детская одежда', "Kids' clothes", 'Дитячий одяг'),
      slug: S('haine-copii', 'detskaia-odezhda', 'kids-clothes', 'dytiachyi-odiah'),
      icon: 'shirt',
      subcategories: [
        {
          title: L('Haine de zi', 'Повседневная одежда', 'Everyday wear', 'Повсякденний одяг'),
          slug: S('haine-de-zi', 'povsednevnaia-odezhda', 'everyday-wear', 'povsiakdennyi-odiah'),
          nouns: [
            L('Tricou', 'Футболка', 'T-shirt', 'Футболка'),
            L('Pantaloni', 'Брюки', 'Trousers', 'Штани'),
            L('Rochie', 'Платье', 'Dress', 'Сукня'),
            L('Hanorac', 'Худи', 'Hoodie', 'Худі'),
          ],
        },
        {
          title: L('Haine de exterior', 'Верхняя одежда', 'Outerwear', 'Верхній одяг'),
          slug: S('haine-de-exterior', 'verkhniaia-odezhda', 'outerwear', 'verkhnii-odiah'),
          nouns: [
            L('Geacă', 'Куртка', 'Jacket', 'Куртка'),
            L('Salopetă de iarnă', 'Зимний комбинезон', 'Snowsuit', 'Зимовий комбінезон'),
            L('Căciulă', 'Шапка', 'Hat', 'Шапка'),
            L('Pelerină de ploaie', 'Дождевик', 'Raincoat', 'Дощовик'),
          ],
        },
      ],
    },
    {
      title: L('Cărucioare', 'Коляски', 'Strollers', 'Візочки'),
      slug: S('carucioare', 'koliaski', 'strollers', 'vizochky'),
      icon: 'stroller',
      subcategories: [
        {
          title: L('Cărucioare', 'Коляски', 'Prams', 'Коляски'),
          slug: S('carucioare-sport', 'progulochnye-koliaski', 'prams', 'proguliankovi-koliasky'),
          nouns: [
            L('Cărucior sport', 'Прогулочная коляска', 'Stroller', 'Прогулянкова коляска'),
            L('Cărucior 3 în 1', 'Коляска 3 в 1', '3-in-1 pram', 'Коляска 3 в 1'),
            L('Cărucior pentru gemeni', 'Коляска для двойни', 'Twin stroller', 'Коляска для двійні'),
            L('Cărucior compact', 'Компактная коляска', 'Compact stroller', 'Компактна коляска'),
          ],
        },
        {
          title: L('Scaune auto', 'Автокресла', 'Car seats', 'Автокрісла'),
          slug: S('scaune-auto', 'avtokresla', 'car-seats', 'avtokrisla'),
          nouns: [
            L('Scaun auto 0–13 kg', 'Автокресло 0–13 кг', 'Car seat 0–13 kg', 'Автокрісло 0–13 кг'),
            L('Scaun auto Isofix', 'Автокресло Isofix', 'Isofix car seat', 'Автокрісло Isofix'),
            L('Înălțător auto', 'Бустер', 'Booster seat', 'Бустер'),
            L('Bază Isofix', 'База Isofix', 'Isofix base', 'База Isofix'),
          ],
        },
      ],
    },
    {
      title: L('Rechizite școlare', 'Школьные товары', 'School supplies', 'Шкільне приладдя'),
      slug: S('rechizite-scolare', 'shkolnye-tovary', 'school-supplies', 'shkilne-pryladdia'),
      icon: 'pencil',
      subcategories: [
        {
          title: L('Ghiozdane', 'Рюкзаки', 'Backpacks', 'Рюкзаки'),
          slug: S('ghiozdane', 'shkolnye-riukzaki', 'school-backpacks', 'shkilni-riukzaky'),
          nouns: [
            L('Ghiozdan ortopedic', 'Ортопедический ранец', 'Orthopaedic school bag', 'Ортопедичний ранець'),
            L('Rucsac', 'Рюкзак', 'Backpack', 'Рюкзак'),
            L('Penar', 'Пенал', 'Pencil case', 'Пенал'),
            L('Sac pentru încălțăminte', 'Мешок для обуви', 'Shoe bag', 'Мішок для взуття'),
          ],
        },
        {
          title: L('Papetărie', 'Канцелярия', 'Stationery', 'Канцелярія'),
          slug: S('papetarie', 'kantseliariia', 'stationery', 'kantseliariia-ua'),
          nouns: [
            L('Creioane colorate', 'Цветные карандаши', 'Colouring pencils', 'Кольорові олівці'),
            L('Acuarele', 'Акварельные краски', 'Watercolours', 'Акварельні фарби'),
            L('Caiet', 'Тетрадь', 'Exercise book', 'Зошит'),
            L('Plastilină', 'Пластилин', 'Modelling clay', 'Пластилін'),
          ],
        },
      ],
    },
    {
      title: L('Sport și aer liber', 'Спорт и отдых', 'Outdoor play', 'Спорт і відпочинок'),
      slug: S('sport-aer-liber', 'sport-i-otdykh', 'outdoor-play', 'sport-i-vidpochynok'),
      icon: 'ball',
      subcategories: [
        {
          title: L('Biciclete și trotinete', 'Велосипеды и самокаты', 'Bikes and scooters', 'Велосипеди та самокати'),
          slug: S('biciclete-trotinete', 'velosipedy-i-samokaty', 'bikes-scooters', 'velosypedy-ta-samokaty'),
          nouns: [
            L('Bicicletă fără pedale', 'Беговел', 'Balance bike', 'Біговел'),
            L('Trotinetă', 'Самокат', 'Scooter', 'Самокат'),
            L('Bicicletă pentru copii', 'Детский велосипед', "Kids' bike", 'Дитячий велосипед'),
            L('Cască de protecție', 'Защитный шлем', 'Safety helmet', 'Захисний шолом'),
          ],
        },
        {
          title: L('Joacă în curte', 'Игры во дворе', 'Garden play', 'Ігри у дворі'),
          slug: S('joaca-in-curte', 'igry-vo-dvore', 'garden-play', 'igry-u-dvori'),
          nouns: [
            L('Minge', 'Мяч', 'Ball', "М'яч"),
            L('Set de nisip', 'Набор для песочницы', 'Sandpit set', 'Набір для пісочниці'),
            L('Leagăn', 'Качели', 'Swing', 'Гойдалка'),
            L('Coardă', 'Скакалка', 'Skipping rope', 'Скакалка'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('3+ ani', '3+ лет', 'ages 3+', '3+ років'),
    L('6+ ani', '6+ лет', 'ages 6+', '6+ років'),
    L('roz', 'розовый', 'pink', 'рожевий'),
    L('albastru', 'синий', 'blue', 'синій'),
    L('ediție de colecție', 'коллекционное издание', "collector's edition", 'колекційне видання'),
    L('set cadou', 'подарочный набор', 'gift set', 'подарунковий набір'),
    L('mărime 110', 'размер 110', 'size 110', 'розмір 110'),
    L('mărime 128', 'размер 128', 'size 128', 'розмір 128'),
    L('din bumbac organic', 'из органического хлопка', 'organic cotton', 'з органічної бавовни'),
    L('mini', 'мини', 'mini', 'міні'),
  ],
  manufacturers: ['Bimbo Lab', 'Tiny Steps', 'Joyfox', 'Kubik', 'Pirueta', 'Micuț', 'Starkid', 'Zumzum', 'Ludo Verde'],
  priceMinor: [3900, 1200000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este sigur și certificat pentru copii.',
      '{noun} от {maker} безопасен и сертифицирован для детей.',
      'The {noun} by {maker} is safe and certified for children.',
      '{noun} від {maker} безпечний і сертифікований для дітей.',
    ),
    L(
      'Materialele nu conțin substanțe nocive.',
      'Материалы не содержат вредных веществ.',
      'The materials contain no harmful substances.',
      'Матеріали не містять шкідливих речовин.',
    ),
    L(
      'Dezvoltă imaginația și motricitatea fină.',
      'Развивает воображение и мелкую моторику.',
      'It builds imagination and fine motor skills.',
      'Розвиває уяву та дрібну моторику.',
    ),
    L(
      'Un cadou potrivit pentru ziua de naștere.',
      'Отличный подарок на день рождения.',
      'A fine birthday present.',
      'Чудовий подарунок на день народження.',
    ),
    L(
      'Ambalaj frumos, gata de oferit.',
      'Красивая упаковка, готово к вручению.',
      'Nicely boxed, ready to give.',
      'Гарна упаковка, готово до вручення.',
    ),
  ],
  properties: [
    {
      keyword: 'age',
      title: L('Vârstă', 'Возраст', 'Age', 'Вік'),
      type: 'radio',
      values: [
        L('0–2 ani', '0–2 года', '0–2 years', '0–2 роки'),
        L('3–5 ani', '3–5 лет', '3–5 years', '3–5 років'),
        L('6–9 ani', '6–9 лет', '6–9 years', '6–9 років'),
        L('10+ ani', '10+ лет', '10+ years', '10+ років'),
      ],
    },
    {
      keyword: 'gender',
      title: L('Pentru', 'Для кого', 'For', 'Для кого'),
      type: 'checkbox',
      values: [
        L('Fete', 'Девочки', 'Girls', 'Дівчатка'),
        L('Băieți', 'Мальчики', 'Boys', 'Хлопчики'),
        L('Toți', 'Все', 'Everyone', 'Усі'),
      ],
    },
    {
      keyword: 'material',
      title: L('Material', 'Материал', 'Material', 'Матеріал'),
      type: 'checkbox',
      values: [
        L('Lemn', 'Дерево', 'Wood', 'Дерево'),
        L('Plastic', 'Пластик', 'Plastic', 'Пластик'),
        L('Textil', 'Текстиль', 'Textile', 'Текстиль'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 050',
    email: 'info@kids.example',
    address: L(
      'Chișinău, str. Alba Iulia 75',
      'Кишинёв, ул. Алба Юлия 75',
      '75 Alba Iulia St, Chișinău',
      'Кишинів, вул. Алба Юлія 75',
    ),
  },
  articleTitles: [
    L('Jucării potrivite pe vârste', 'Игрушки по возрасту', 'Toys by age', 'Іграшки за віком'),
    L('Cum alegi un cărucior', 'Как выбрать коляску', 'Choosing a pram', 'Як обрати коляску'),
    L('Pregătirea pentru școală', 'Подготовка к школе', 'Getting ready for school', 'Підготовка до школи'),
    L(
      'Jocuri de familie pentru seri lungi',
      'Семейные игры на долгие вечера',
      'Family games for long evenings',
      'Сімейні ігри на довгі вечори',
    ),
    L('Siguranța în scaunul auto', 'Безопасность в автокресле', 'Car-seat safety', 'Безпека в автокріслі'),
    L(
      'Hainele de iarnă: straturi corecte',
      'Зимняя одежда: правильные слои',
      'Winter clothes: layering right',
      'Зимовий одяг: правильні шари',
    ),
    L('Primul bicicletă', 'Первый велосипед', 'A first bike', 'Перший велосипед'),
    L('Puzzle-uri și concentrarea', 'Пазлы и концентрация', 'Puzzles and concentration', 'Пазли та концентрація'),
  ],
  faq: [
    {
      question: L(
        'Jucăriile sunt certificate?',
        'Игрушки сертифицированы?',
        'Are the toys certified?',
        'Іграшки сертифіковані?',
      ),
      answer: L(
        'Da, toate au certificate UE.',
        'Да, у всех есть сертификаты ЕС.',
        'Yes, all carry EU certificates.',
        'Так, усі мають сертифікати ЄС.',
      ),
    },
    {
      question: L('Pot schimba mărimea?', 'Можно обменять размер?', 'Can I exchange a size?', 'Можна обміняти розмір?'),
      answer: L('Da, în 14 zile.', 'Да, в течение 14 дней.', 'Yes, within 14 days.', 'Так, протягом 14 днів.'),
    },
    {
      question: L('Împachetați cadouri?', 'Упаковываете подарки?', 'Do you gift-wrap?', 'Пакуєте подарунки?'),
      answer: L('Da, gratuit.', 'Да, бесплатно.', 'Yes, free of charge.', 'Так, безкоштовно.'),
    },
    {
      question: L('Livrați în weekend?', 'Доставляете в выходные?', 'Weekend delivery?', 'Доставляєте у вихідні?'),
      answer: L('Da, sâmbăta.', 'Да, по субботам.', 'Yes, on Saturdays.', 'Так, у суботу.'),
    },
    {
      question: L(
        'Aveți card de reducere?',
        'Есть дисконтная карта?',
        'Is there a discount card?',
        'Є дисконтна картка?',
      ),
      answer: L(
        'Da, 5% de la a doua comandă.',
        'Да, 5% со второго заказа.',
        'Yes, 5% from the second order.',
        'Так, 5% з другого замовлення.',
      ),
    },
  ],
  advantages: [
    L('Jucării certificate', 'Сертифицированные игрушки', 'Certified toys', 'Сертифіковані іграшки'),
    L(
      'Ambalare cadou gratuită',
      'Бесплатная подарочная упаковка',
      'Free gift wrapping',
      'Безкоштовне подарункове пакування',
    ),
    L('Schimb în 14 zile', 'Обмен 14 дней', '14-day exchange', 'Обмін 14 днів'),
    L('Livrare sâmbăta', 'Доставка по субботам', 'Saturday delivery', 'Доставка в суботу'),
  ],
  vacancies: [
    {
      title: L('Consultant magazin', 'Продавец-консультант', 'Shop assistant', 'Продавець-консультант'),
      description: L(
        'Ajutați părinții să aleagă.',
        'Помогаете родителям с выбором.',
        'Help parents choose.',
        'Допомагаєте батькам із вибором.',
      ),
    },
    {
      title: L('Manager conținut', 'Контент-менеджер', 'Content manager', 'Контент-менеджер'),
      description: L(
        'Descrieți produsele noi.',
        'Описываете новые товары.',
        'Describe new products.',
        'Описуєте нові товари.',
      ),
    },
  ],
};
