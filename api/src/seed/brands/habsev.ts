import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const habsev: BrandSeed = {
  key: 'habsev',
  project: 'Habsev Home',
  langs: ['ru', 'ro'],
  mainLang: 'ru',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#4d7c0f',
      secondary: '#be123c',
      accent: '#0e7490',
      background: '#fafaf5',
      surface: '#ecfccb',
      text: '#1a2e05',
    },
    dark: {
      primary: '#a3e635',
      secondary: '#fb7185',
      accent: '#22d3ee',
      background: '#0f1405',
      surface: '#1f2a0c',
      text: '#f7fee7',
    },
  },
  // The shop's own chat, CSS and scripts, as its staff typed them in the admin (settings' styles).
  embeds: {
    chatId: 'HabsevHome24',
    css: '.site-footer{border-top:4px solid var(--color-accent)}',
    script: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'shop_script'});",
    additionalItems: [
      {
        location: 'head',
        script_type: 'script',
        script: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'shop_head_item'});",
      },
      {
        location: 'body',
        script_type: 'noscript',
        script: '<p class="shop-noscript-phone"><a href="tel:+37322555040">+373 22 555 040</a></p>',
      },
    ],
    noscriptText: L(
      'Activați JavaScript pentru coș și comenzi; sau sunați-ne.',
      'Включите JavaScript, чтобы пользоваться корзиной и заказывать; или позвоните нам.',
      'Turn JavaScript on to use the cart and order; or call us.',
    ),
  },
  headerStyle: 'static',
  mobileBarUiType: 'mobileBar_1',
  productDisplay: 'grid',
  paginationOption: 'load_more',
  fractionalMultiplicity: 0.5,
  categories: [
    {
      title: L('Vase de gătit', 'Посуда для готовки', 'Cookware'),
      slug: S('vase-de-gatit', 'posuda-dlia-gotovki', 'cookware'),
      icon: 'pan',
      subcategories: [
        {
          title: L('Tigăi', 'Сковороды', 'Frying pans'),
          slug: S('tigai', 'skovorody', 'frying-pans'),
          nouns: [
            L('Tigaie antiaderentă', 'Антипригарная сковорода', 'Non-stick pan'),
            L('Tigaie din fontă', 'Чугунная сковорода', 'Cast-iron pan'),
            L('Tigaie grill', 'Сковорода-гриль', 'Grill pan'),
            L('Wok', 'Вок', 'Wok'),
          ],
        },
        {
          title: L('Oale', 'Кастрюли', 'Pots'),
          slug: S('oale', 'kastriuli', 'pots'),
          nouns: [
            L('Oală din inox', 'Кастрюля из нержавейки', 'Stainless pot'),
            L('Oală emailată', 'Эмалированная кастрюля', 'Enamel pot'),
            L('Set de oale', 'Набор кастрюль', 'Pot set'),
            L('Cratiță', 'Сотейник', 'Sauté pan'),
          ],
        },
      ],
    },
    {
      title: L('Servirea mesei', 'Сервировка', 'Tableware'),
      slug: S('servirea-mesei', 'servirovka', 'tableware'),
      icon: 'plate',
      subcategories: [
        {
          title: L('Farfurii', 'Тарелки', 'Plates'),
          slug: S('farfurii', 'tarelki', 'plates'),
          nouns: [
            L('Farfurie întinsă', 'Мелкая тарелка', 'Dinner plate'),
            L('Farfurie adâncă', 'Глубокая тарелка', 'Soup plate'),
            L('Set de farfurii', 'Набор тарелок', 'Plate set'),
            L('Platou', 'Блюдо', 'Serving platter'),
          ],
        },
        {
          title: L('Pahare și căni', 'Стаканы и кружки', 'Glasses and mugs'),
          slug: S('pahare-si-cani', 'stakany-i-kruzhki', 'glasses-mugs'),
          nouns: [
            L('Cană de ceai', 'Чайная кружка', 'Tea mug'),
            L('Set de pahare', 'Набор стаканов', 'Glass set'),
            L('Pahar de vin', 'Бокал для вина', 'Wine glass'),
            L('Carafă', 'Графин', 'Carafe'),
          ],
        },
      ],
    },
    {
      title: L('Depozitare', 'Хранение', 'Storage'),
      slug: S('depozitare', 'khranenie', 'storage'),
      icon: 'box',
      subcategories: [
        {
          title: L('Recipiente', 'Контейнеры', 'Containers'),
          slug: S('recipiente', 'konteinery', 'containers'),
          nouns: [
            L('Recipient din sticlă', 'Стеклянный контейнер', 'Glass container'),
            L('Borcan cu capac', 'Банка с крышкой', 'Lidded jar'),
            L('Cutie pentru pâine', 'Хлебница', 'Bread bin'),
            L('Set de recipiente', 'Набор контейнеров', 'Container set'),
          ],
        },
        {
          title: L('Condimente la vrac', 'Специи на развес', 'Loose spices'),
          slug: S('condimente', 'spetsii', 'spices'),
          nouns: [
            L('Piper negru', 'Чёрный перец', 'Black pepper'),
            L('Boia dulce', 'Сладкая паприка', 'Sweet paprika'),
            L('Curcuma', 'Куркума', 'Turmeric'),
            L('Chimen', 'Тмин', 'Caraway'),
          ],
        },
      ],
    },
    {
      title: L('Ustensile', 'Кухонные принадлежности', 'Utensils'),
      slug: S('ustensile', 'kukhonnye-prinadlezhnosti', 'utensils'),
      icon: 'spoon',
      subcategories: [
        {
          title: L('Cuțite', 'Ножи', 'Knives'),
          slug: S('cutite', 'nozhi', 'knives'),
          nouns: [
            L('Cuțit de bucătar', 'Поварской нож', "Chef's knife"),
            L('Set de cuțite', 'Набор ножей', 'Knife set'),
            L('Ascuțitor', 'Точилка', 'Knife sharpener'),
            L('Tocător din lemn', 'Деревянная доска', 'Wooden board'),
          ],
        },
        {
          title: L('Accesorii de bucătărie', 'Кухонные аксессуары', 'Kitchen gadgets'),
          slug: S('accesorii-bucatarie', 'kukhonnye-aksessuary', 'kitchen-gadgets'),
          nouns: [
            L('Răzătoare', 'Тёрка', 'Grater'),
            L('Tel', 'Венчик', 'Whisk'),
            L('Polonic', 'Половник', 'Ladle'),
            L('Spatulă din silicon', 'Силиконовая лопатка', 'Silicone spatula'),
          ],
        },
      ],
    },
    {
      title: L('Textile de casă', 'Домашний текстиль', 'Home textiles'),
      slug: S('textile-de-casa', 'domashnii-tekstil', 'home-textiles'),
      icon: 'towel',
      subcategories: [
        {
          title: L('Prosoape', 'Полотенца', 'Towels'),
          slug: S('prosoape', 'polotentsa', 'towels'),
          nouns: [
            L('Prosop de baie', 'Банное полотенце', 'Bath towel'),
            L('Prosop de bucătărie', 'Кухонное полотенце', 'Tea towel'),
            L('Set de prosoape', 'Набор полотенец', 'Towel set'),
            L('Halat de baie', 'Банный халат', 'Bathrobe'),
          ],
        },
        {
          title: L('Fețe de masă', 'Скатерти', 'Tablecloths'),
          slug: S('fete-de-masa', 'skaterti', 'tablecloths'),
          nouns: [
            L('Față de masă', 'Скатерть', 'Tablecloth'),
            L('Napron', 'Салфетка под тарелку', 'Place mat'),
            L('Șorț de bucătărie', 'Кухонный фартук', 'Apron'),
            L('Mănușă de cuptor', 'Прихватка', 'Oven glove'),
          ],
        },
      ],
    },
    {
      title: L('Curățenie', 'Уборка', 'Cleaning'),
      slug: S('curatenie', 'uborka', 'cleaning'),
      icon: 'broom',
      subcategories: [
        {
          title: L('Unelte de curățenie', 'Инвентарь для уборки', 'Cleaning tools'),
          slug: S('unelte-curatenie', 'inventar-dlia-uborki', 'cleaning-tools'),
          nouns: [
            L('Mop', 'Швабра', 'Mop'),
            L('Găleată cu storcător', 'Ведро с отжимом', 'Bucket with wringer'),
            L('Mătură', 'Веник', 'Broom'),
            L('Lavete din microfibră', 'Салфетки из микрофибры', 'Microfibre cloths'),
          ],
        },
        {
          title: L('Detergenți', 'Моющие средства', 'Detergents'),
          slug: S('detergenti', 'moiushchie-sredstva', 'detergents'),
          nouns: [
            L('Detergent de vase', 'Средство для посуды', 'Washing-up liquid'),
            L('Soluție universală', 'Универсальное средство', 'All-purpose cleaner'),
            L('Detergent de rufe', 'Стиральный порошок', 'Laundry detergent'),
            L('Soluție pentru geamuri', 'Средство для стёкол', 'Glass cleaner'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('24 cm', '24 см', '24 cm'),
    L('28 cm', '28 см', '28 cm'),
    L('set de 6', 'набор из 6', 'set of 6'),
    L('din ceramică', 'керамическая', 'ceramic'),
    L('din inox', 'из нержавейки', 'stainless steel'),
    L('pentru inducție', 'для индукции', 'induction-ready'),
    L('alb', 'белый', 'white'),
    L('gri', 'серый', 'grey'),
    L('100 g', '100 г', '100 g'),
    L('model clasic', 'классическая модель', 'classic model'),
  ],
  manufacturers: ['Habsev', 'Cucina Nova', 'Domovita', 'Ceramix', 'Steelhart', 'Lino Casa', 'Purita', 'Aroma Bazar'],
  priceMinor: [2900, 450000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este făcut pentru folosire zilnică.',
      '{noun} от {maker} создан для ежедневного использования.',
      'The {noun} by {maker} is made for daily use.',
    ),
    L(
      'Se spală ușor, inclusiv în mașina de spălat vase.',
      'Легко моется, в том числе в посудомойке.',
      'Easy to clean, dishwasher-safe too.',
    ),
    L(
      'Materialele sunt sigure pentru alimente.',
      'Материалы безопасны для пищевых продуктов.',
      'The materials are food-safe.',
    ),
    L('Un cadou practic pentru casă.', 'Практичный подарок для дома.', 'A practical gift for the home.'),
    L(
      'Stoc permanent în depozitul din Chișinău.',
      'Постоянно в наличии на складе в Кишинёве.',
      'Always in stock in our Chișinău warehouse.',
    ),
  ],
  properties: [
    {
      keyword: 'material',
      title: L('Material', 'Материал', 'Material'),
      type: 'radio',
      values: [
        L('Inox', 'Нержавейка', 'Stainless steel'),
        L('Ceramică', 'Керамика', 'Ceramic'),
        L('Sticlă', 'Стекло', 'Glass'),
        L('Bumbac', 'Хлопок', 'Cotton'),
      ],
    },
    {
      keyword: 'colour',
      title: L('Culoare', 'Цвет', 'Colour'),
      type: 'checkbox',
      values: [
        L('Alb', 'Белый', 'White'),
        L('Negru', 'Чёрный', 'Black'),
        L('Verde', 'Зелёный', 'Green'),
        L('Bej', 'Бежевый', 'Beige'),
      ],
    },
    {
      keyword: 'dishwasher',
      title: L('Mașina de spălat vase', 'Посудомоечная машина', 'Dishwasher'),
      type: 'checkbox',
      values: [
        L('Se poate spăla', 'Можно мыть', 'Dishwasher-safe'),
        L('Doar manual', 'Только вручную', 'Hand wash only'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 040',
    email: 'info@habsev.example',
    address: L('Chișinău, str. Mihai Viteazul 3', 'Кишинёв, ул. Михай Витязул 3', '3 Mihai Viteazul St, Chișinău'),
  },
  articleTitles: [
    L('Cum alegi o tigaie bună', 'Как выбрать хорошую сковороду', 'Choosing a good frying pan'),
    L('Organizarea bucătăriei mici', 'Организация маленькой кухни', 'Organising a small kitchen'),
    L('Îngrijirea vaselor din fontă', 'Уход за чугунной посудой', 'Caring for cast iron'),
    L('Masa de sărbători: idei de servire', 'Праздничный стол: идеи сервировки', 'Festive table ideas'),
    L('Condimente care schimbă gustul', 'Специи, меняющие вкус', 'Spices that change a dish'),
    L('Curățenie de primăvară fără stres', 'Весенняя уборка без стресса', 'Stress-free spring cleaning'),
    L('Cuțitele: cum le păstrezi ascuțite', 'Как сохранить ножи острыми', 'Keeping knives sharp'),
    L('Textile care înviorează casa', 'Текстиль, который освежает дом', 'Textiles that refresh a home'),
  ],
  faq: [
    {
      question: L('Vindeți condimente la gram?', 'Продаёте специи на развес?', 'Do you sell spices by weight?'),
      answer: L('Da, de la 0,5 kg.', 'Да, от 0,5 кг.', 'Yes, from 0.5 kg.'),
    },
    {
      question: L('Livrați în aceeași zi?', 'Доставляете в тот же день?', 'Same-day delivery?'),
      answer: L('Da, pentru comenzile până la ora 14.', 'Да, при заказе до 14:00.', 'Yes, for orders before 2 pm.'),
    },
    {
      question: L('Pot returna un set incomplet?', 'Можно вернуть неполный набор?', 'Can I return an incomplete set?'),
      answer: L(
        'Nu, setul se returnează complet.',
        'Нет, набор возвращается целиком.',
        'No, sets are returned complete.',
      ),
    },
    {
      question: L('Aveți vânzări en-gros?', 'Есть оптовые продажи?', 'Do you sell wholesale?'),
      answer: L(
        'Da, pentru restaurante și hoteluri.',
        'Да, для ресторанов и отелей.',
        'Yes, for restaurants and hotels.',
      ),
    },
    {
      question: L('Cum plătesc?', 'Как оплатить?', 'How can I pay?'),
      answer: L(
        'Cu cardul online sau la livrare.',
        'Картой онлайн или при получении.',
        'By card online or on delivery.',
      ),
    },
  ],
  advantages: [
    L('Peste 5000 de articole', 'Более 5000 товаров', 'Over 5,000 items'),
    L('Livrare în aceeași zi', 'Доставка в день заказа', 'Same-day delivery'),
    L('Prețuri en-gros', 'Оптовые цены', 'Wholesale prices'),
    L('Retur în 14 zile', 'Возврат 14 дней', '14-day returns'),
  ],
  vacancies: [
    {
      title: L('Operator depozit', 'Кладовщик', 'Warehouse operator'),
      description: L('Pregătiți comenzile pentru livrare.', 'Собираете заказы к отправке.', 'Pick and pack orders.'),
    },
    {
      title: L('Manager vânzări HoReCa', 'Менеджер по продажам HoReCa', 'HoReCa sales manager'),
      description: L(
        'Lucrați cu restaurante și hoteluri.',
        'Работаете с ресторанами и отелями.',
        'Work with restaurants and hotels.',
      ),
    },
  ],
};
