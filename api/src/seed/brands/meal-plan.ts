import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const mealPlan: BrandSeed = {
  key: 'meal-plan',
  project: 'FitBox',
  langs: ['ru', 'ro'],
  mainLang: 'ru',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#ea580c',
      secondary: '#15803d',
      accent: '#7c3aed',
      background: '#fefce8',
      surface: '#fef9c3',
      text: '#422006',
    },
    dark: {
      primary: '#fb923c',
      secondary: '#4ade80',
      accent: '#a78bfa',
      background: '#1a0d05',
      surface: '#3a1d0b',
      text: '#fff7ed',
    },
  },
  // Chișinău, Bubuieci and Cricova: localities of the menu calculator (seed/menu-calculator.ts).
  citiesToChoose: [301, 302, 309],
  headerStyle: 'fixed',
  mobileBarUiType: 'mobileBar_2',
  productDisplay: 'list',
  paginationOption: 'load_more',
  fractionalMultiplicity: 0.5,
  categories: [
    {
      title: L('Programe alimentare', 'Программы питания', 'Meal plans'),
      slug: S('programe-alimentare', 'programmy-pitaniia', 'meal-plans'),
      icon: 'calendar',
      subcategories: [
        {
          title: L('Slăbire', 'Похудение', 'Weight loss'),
          slug: S('slabire', 'pokhudenie', 'weight-loss'),
          nouns: [
            L('Program de slăbire', 'Программа для похудения', 'Weight-loss plan'),
            L('Meniu detox', 'Детокс-меню', 'Detox menu'),
            L('Meniu fără zahăr', 'Меню без сахара', 'Sugar-free menu'),
            L('Meniu low-carb', 'Низкоуглеводное меню', 'Low-carb menu'),
          ],
        },
        {
          title: L('Masă musculară', 'Набор массы', 'Muscle gain'),
          slug: S('masa-musculara', 'nabor-massy', 'muscle-gain'),
          nouns: [
            L('Program proteic', 'Белковая программа', 'High-protein plan'),
            L('Meniu pentru sportivi', 'Меню для спортсменов', 'Athlete menu'),
            L('Meniu echilibrat', 'Сбалансированное меню', 'Balanced menu'),
            L('Meniu vegetarian', 'Вегетарианское меню', 'Vegetarian menu'),
          ],
        },
      ],
    },
    {
      title: L('Feluri principale', 'Основные блюда', 'Main dishes'),
      slug: S('feluri-principale', 'osnovnye-bliuda', 'main-dishes'),
      icon: 'dish',
      subcategories: [
        {
          title: L('Carne și pește', 'Мясо и рыба', 'Meat and fish'),
          slug: S('carne-peste', 'miaso-i-ryba', 'meat-fish'),
          nouns: [
            L('Piept de pui la grătar', 'Куриная грудка на гриле', 'Grilled chicken breast'),
            L('Somon la cuptor', 'Запечённый лосось', 'Baked salmon'),
            L('Chiftele de curcan', 'Тефтели из индейки', 'Turkey meatballs'),
            L('Vită înăbușită', 'Тушёная говядина', 'Braised beef'),
          ],
        },
        {
          title: L('Garnituri', 'Гарниры', 'Sides'),
          slug: S('garnituri', 'garniry', 'sides'),
          nouns: [
            L('Quinoa cu legume', 'Киноа с овощами', 'Quinoa with vegetables'),
            L('Orez brun', 'Бурый рис', 'Brown rice'),
            L('Hrișcă', 'Гречка', 'Buckwheat'),
            L('Legume la abur', 'Овощи на пару', 'Steamed vegetables'),
          ],
        },
      ],
    },
    {
      title: L('Salate și supe', 'Салаты и супы', 'Salads and soups'),
      slug: S('salate-supe', 'salaty-i-supy', 'salads-soups'),
      icon: 'bowl',
      subcategories: [
        {
          title: L('Salate', 'Салаты', 'Salads'),
          slug: S('salate', 'salaty', 'salads'),
          nouns: [
            L('Salată cu ton', 'Салат с тунцом', 'Tuna salad'),
            L('Salată grecească', 'Греческий салат', 'Greek salad'),
            L('Salată cu quinoa', 'Салат с киноа', 'Quinoa salad'),
            L('Salată caesar cu pui', 'Цезарь с курицей', 'Chicken Caesar'),
          ],
        },
        {
          title: L('Supe', 'Супы', 'Soups'),
          slug: S('supe', 'supy', 'soups'),
          nouns: [
            L('Supă cremă de dovleac', 'Тыквенный крем-суп', 'Pumpkin soup'),
            L('Supă de linte', 'Чечевичный суп', 'Lentil soup'),
            L('Borș de legume', 'Овощной борщ', 'Vegetable borscht'),
            L('Zeamă de pui', 'Куриный суп', 'Chicken soup'),
          ],
        },
      ],
    },
    {
      title: L('Gustări', 'Перекусы', 'Snacks'),
      slug: S('gustari', 'perekusy', 'snacks'),
      icon: 'apple',
      subcategories: [
        {
          title: L('Batoane și nuci', 'Батончики и орехи', 'Bars and nuts'),
          slug: S('batoane-nuci', 'batonchiki-i-orekhi', 'bars-nuts'),
          nouns: [
            L('Baton proteic', 'Протеиновый батончик', 'Protein bar'),
            L('Mix de nuci', 'Ореховый микс', 'Nut mix'),
            L('Migdale crude', 'Сырой миндаль', 'Raw almonds'),
            L('Fructe uscate', 'Сухофрукты', 'Dried fruit'),
          ],
        },
        {
          title: L('Deserturi fit', 'Фит-десерты', 'Healthy desserts'),
          slug: S('deserturi-fit', 'fit-deserty', 'healthy-desserts'),
          nouns: [
            L('Cheesecake fără zahăr', 'Чизкейк без сахара', 'Sugar-free cheesecake'),
            L('Budincă de chia', 'Пудинг из чиа', 'Chia pudding'),
            L('Brioșă de ovăz', 'Овсяный маффин', 'Oat muffin'),
            L('Granola', 'Гранола', 'Granola'),
          ],
        },
      ],
    },
    {
      title: L('Băuturi', 'Напитки', 'Drinks'),
      slug: S('bauturi', 'napitki', 'drinks'),
      icon: 'cup',
      subcategories: [
        {
          title: L('Smoothie-uri', 'Смузи', 'Smoothies'),
          slug: S('smoothieuri', 'smuzi', 'smoothies'),
          nouns: [
            L('Smoothie verde', 'Зелёный смузи', 'Green smoothie'),
            L('Smoothie cu fructe de pădure', 'Ягодный смузи', 'Berry smoothie'),
            L('Smoothie cu banană', 'Банановый смузи', 'Banana smoothie'),
            L('Shake proteic', 'Протеиновый коктейль', 'Protein shake'),
          ],
        },
        {
          title: L('Sucuri presate', 'Свежевыжатые соки', 'Cold-pressed juices'),
          slug: S('sucuri-presate', 'svezhevyzhatye-soki', 'cold-pressed-juices'),
          nouns: [
            L('Suc de portocale', 'Апельсиновый сок', 'Orange juice'),
            L('Suc de morcov și măr', 'Морковно-яблочный сок', 'Carrot and apple juice'),
            L('Suc de țelină', 'Сельдереевый сок', 'Celery juice'),
            L('Limonadă cu ghimbir', 'Имбирный лимонад', 'Ginger lemonade'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('1200 kcal', '1200 ккал', '1200 kcal'),
    L('1500 kcal', '1500 ккал', '1500 kcal'),
    L('2000 kcal', '2000 ккал', '2000 kcal'),
    L('pentru 7 zile', 'на 7 дней', 'for 7 days'),
    L('pentru 14 zile', 'на 14 дней', 'for 14 days'),
    L('porție de 300 g', 'порция 300 г', '300 g portion'),
    L('la kilogram', 'на развес', 'by the kilo'),
    L('fără gluten', 'без глютена', 'gluten-free'),
    L('vegan', 'веган', 'vegan'),
    L('rețeta casei', 'фирменный рецепт', 'house recipe'),
  ],
  manufacturers: [
    'FitBox Kitchen',
    'Verde Vita',
    'Protein Lab',
    'Grain & Co',
    'Fresh Press',
    'Bio Moldova',
    'NutriPlus',
    'Lunchly',
  ],
  priceMinor: [2500, 650000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este gătit în ziua livrării.',
      '{noun} от {maker} готовится в день доставки.',
      'The {noun} by {maker} is cooked on the day of delivery.',
    ),
    L(
      'Caloriile și macronutrienții sunt calculați de nutriționist.',
      'Калории и БЖУ рассчитаны нутрициологом.',
      'Calories and macros are set by a nutritionist.',
    ),
    L(
      'Fără conservanți și potențiatori de gust.',
      'Без консервантов и усилителей вкуса.',
      'No preservatives or flavour enhancers.',
    ),
    L(
      'Livrare dimineața în recipiente ecologice.',
      'Доставка утром в экоупаковке.',
      'Morning delivery in eco packaging.',
    ),
    L(
      'Se păstrează la frigider până la 48 de ore.',
      'Хранить в холодильнике до 48 часов.',
      'Keeps in the fridge for up to 48 hours.',
    ),
  ],
  properties: [
    {
      keyword: 'calories',
      title: L('Calorii', 'Калорийность', 'Calories'),
      type: 'radio',
      values: [
        L('până la 1200 kcal', 'до 1200 ккал', 'up to 1200 kcal'),
        L('1200–1800 kcal', '1200–1800 ккал', '1200–1800 kcal'),
        L('peste 1800 kcal', 'более 1800 ккал', 'over 1800 kcal'),
      ],
    },
    {
      keyword: 'diet',
      title: L('Dietă', 'Диета', 'Diet'),
      type: 'checkbox',
      values: [
        L('Vegetariană', 'Вегетарианская', 'Vegetarian'),
        L('Fără gluten', 'Без глютена', 'Gluten-free'),
        L('Fără lactoză', 'Без лактозы', 'Lactose-free'),
        L('Bogată în proteine', 'Высокобелковая', 'High-protein'),
      ],
    },
    {
      keyword: 'meal',
      title: L('Masa', 'Приём пищи', 'Meal'),
      type: 'checkbox',
      values: [L('Mic dejun', 'Завтрак', 'Breakfast'), L('Prânz', 'Обед', 'Lunch'), L('Cină', 'Ужин', 'Dinner')],
    },
  ],
  contacts: {
    phone: '+373 22 555 100',
    email: 'info@meal-plan.example',
    address: L('Chișinău, str. Tighina 49', 'Кишинёв, ул. Тигина 49', '49 Tighina St, Chișinău'),
  },
  articleTitles: [
    L('Cum alegi numărul de calorii', 'Как выбрать калорийность', 'Choosing your calorie level'),
    L('Proteinele în alimentația zilnică', 'Белок в ежедневном рационе', 'Protein in a daily diet'),
    L('Meniu pentru zilele de antrenament', 'Меню в дни тренировок', 'Eating on training days'),
    L('Mituri despre slăbire', 'Мифы о похудении', 'Weight-loss myths'),
    L('Apă: cât să bei', 'Сколько пить воды', 'How much water to drink'),
    L('Gustări sănătoase la birou', 'Полезные перекусы в офисе', 'Healthy office snacks'),
    L('Cum funcționează livrarea noastră', 'Как работает наша доставка', 'How our delivery works'),
    L('Rețete de sezon', 'Сезонные рецепты', 'Seasonal recipes'),
  ],
  faq: [
    {
      question: L('La ce oră livrați?', 'Во сколько доставка?', 'When do you deliver?'),
      answer: L('Între 6:00 și 9:00.', 'С 6:00 до 9:00.', 'Between 6 and 9 am.'),
    },
    {
      question: L('Pot schimba un fel de mâncare?', 'Можно заменить блюдо?', 'Can I swap a dish?'),
      answer: L('Da, cu o zi înainte.', 'Да, за день до доставки.', 'Yes, a day in advance.'),
    },
    {
      question: L('Pot pune programul pe pauză?', 'Можно поставить программу на паузу?', 'Can I pause my plan?'),
      answer: L('Da, până la 7 zile.', 'Да, до 7 дней.', 'Yes, for up to 7 days.'),
    },
    {
      question: L('Livrați în suburbii?', 'Доставляете в пригороды?', 'Do you deliver to the suburbs?'),
      answer: L('Da, în majoritatea localităților.', 'Да, в большинство сёл.', 'Yes, to most villages.'),
    },
    {
      question: L('Aveți meniu pentru alergici?', 'Есть меню для аллергиков?', 'Is there an allergy menu?'),
      answer: L('Da, la cerere.', 'Да, по запросу.', 'Yes, on request.'),
    },
  ],
  advantages: [
    L('Gătit în ziua livrării', 'Готовим в день доставки', 'Cooked on delivery day'),
    L('Calculat de nutriționist', 'Рассчитано нутрициологом', 'Set by a nutritionist'),
    L('Livrare dimineața', 'Утренняя доставка', 'Morning delivery'),
    L('Pauză oricând', 'Пауза в любой момент', 'Pause any time'),
  ],
  vacancies: [
    {
      title: L('Bucătar', 'Повар', 'Cook'),
      description: L('Pregătiți meniurile zilnice.', 'Готовите ежедневные меню.', 'Cook the daily menus.'),
    },
    {
      title: L('Curier dimineața', 'Утренний курьер', 'Morning courier'),
      description: L(
        'Livrați comenzile între 6 și 9.',
        'Доставляете заказы с 6 до 9.',
        'Deliver orders between 6 and 9.',
      ),
    },
  ],
};
