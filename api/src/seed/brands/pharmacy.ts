import type { BrandSeed } from '../brand-seed.ts';
import { L, S } from './text.ts';

export const pharmacy: BrandSeed = {
  key: 'pharmacy',
  project: 'Farmacia Verde',
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  currency: 'MDL',
  country: 'MD',
  isRomanian: false,
  colours: {
    light: {
      primary: '#059669',
      secondary: '#0ea5e9',
      accent: '#f59e0b',
      background: '#f0fdf4',
      surface: '#dcfce7',
      text: '#064e3b',
    },
    dark: {
      primary: '#34d399',
      secondary: '#38bdf8',
      accent: '#fbbf24',
      background: '#022c22',
      surface: '#064e3b',
      text: '#ecfdf5',
    },
  },
  headerStyle: 'static',
  mobileBarUiType: 'mobileBar_2',
  productDisplay: 'list',
  paginationOption: 'load_more',
  categories: [
    {
      title: L('Vitamine', 'Витамины', 'Vitamins'),
      slug: S('vitamine', 'vitaminy', 'vitamins'),
      icon: 'pill',
      subcategories: [
        {
          title: L('Multivitamine', 'Мультивитамины', 'Multivitamins'),
          slug: S('multivitamine', 'multivitaminy', 'multivitamins'),
          nouns: [
            L('Complex de multivitamine', 'Мультивитаминный комплекс', 'Multivitamin complex'),
            L('Vitamine pentru copii', 'Детские витамины', "Children's vitamins"),
            L('Vitamine prenatale', 'Витамины для беременных', 'Prenatal vitamins'),
            L('Complex pentru seniori', 'Комплекс для пожилых', 'Senior formula'),
          ],
        },
        {
          title: L('Minerale', 'Минералы', 'Minerals'),
          slug: S('minerale', 'mineraly', 'minerals'),
          nouns: [
            L('Magneziu B6', 'Магний B6', 'Magnesium B6'),
            L('Zinc', 'Цинк', 'Zinc'),
            L('Calciu cu vitamina D3', 'Кальций с витамином D3', 'Calcium with vitamin D3'),
            L('Fier chelat', 'Хелатное железо', 'Chelated iron'),
          ],
        },
      ],
    },
    {
      title: L('Cosmetice', 'Косметика', 'Cosmetics'),
      slug: S('cosmetice', 'kosmetika', 'cosmetics'),
      icon: 'cream',
      subcategories: [
        {
          title: L('Îngrijirea feței', 'Уход за лицом', 'Face care'),
          slug: S('ingrijirea-fetei', 'ukhod-za-litsom', 'face-care'),
          nouns: [
            L('Cremă hidratantă', 'Увлажняющий крем', 'Moisturising cream'),
            L('Ser cu acid hialuronic', 'Сыворотка с гиалуроновой кислотой', 'Hyaluronic serum'),
            L('Cremă de protecție solară', 'Солнцезащитный крем', 'Sunscreen'),
            L('Gel de curățare', 'Очищающий гель', 'Cleansing gel'),
          ],
        },
        {
          title: L('Îngrijirea părului', 'Уход за волосами', 'Hair care'),
          slug: S('ingrijirea-parului', 'ukhod-za-volosami', 'hair-care'),
          nouns: [
            L('Șampon dermatologic', 'Дерматологический шампунь', 'Dermatological shampoo'),
            L('Balsam de păr', 'Бальзам для волос', 'Hair conditioner'),
            L('Mască de păr', 'Маска для волос', 'Hair mask'),
            L('Loțiune anticădere', 'Лосьон от выпадения волос', 'Anti-hair-loss lotion'),
          ],
        },
      ],
    },
    {
      title: L('Mama și copilul', 'Мама и малыш', 'Mother and baby'),
      slug: S('mama-si-copilul', 'mama-i-malysh', 'mother-and-baby'),
      icon: 'baby',
      subcategories: [
        {
          title: L('Igiena bebelușului', 'Гигиена малыша', 'Baby hygiene'),
          slug: S('igiena-bebelusului', 'gigiena-malysha', 'baby-hygiene'),
          nouns: [
            L('Scutece', 'Подгузники', 'Nappies'),
            L('Șervețele umede', 'Влажные салфетки', 'Baby wipes'),
            L('Cremă de scutec', 'Крем под подгузник', 'Nappy cream'),
            L('Gel de baie pentru bebeluși', 'Гель для купания малышей', 'Baby bath gel'),
          ],
        },
        {
          title: L('Alimentație', 'Питание', 'Feeding'),
          slug: S('alimentatie-bebelusi', 'detskoe-pitanie', 'baby-feeding'),
          nouns: [
            L('Biberon', 'Бутылочка', 'Feeding bottle'),
            L('Suzetă', 'Соска-пустышка', 'Dummy'),
            L('Lapte praf', 'Детская смесь', 'Infant formula'),
            L('Piure de fructe', 'Фруктовое пюре', 'Fruit purée'),
          ],
        },
      ],
    },
    {
      title: L('Dispozitive medicale', 'Медтехника', 'Medical devices'),
      slug: S('dispozitive-medicale', 'medtekhnika', 'medical-devices'),
      icon: 'device',
      subcategories: [
        {
          title: L('Tensiometre', 'Тонометры', 'Blood pressure monitors'),
          slug: S('tensiometre', 'tonometry', 'blood-pressure-monitors'),
          nouns: [
            L('Tensiometru de braț', 'Тонометр на плечо', 'Upper-arm monitor'),
            L('Tensiometru de încheietură', 'Тонометр на запястье', 'Wrist monitor'),
            L('Manșetă de schimb', 'Сменная манжета', 'Replacement cuff'),
            L('Pulsoximetru', 'Пульсоксиметр', 'Pulse oximeter'),
          ],
        },
        {
          title: L('Termometre și inhalatoare', 'Термометры и ингаляторы', 'Thermometers and nebulisers'),
          slug: S('termometre-inhalatoare', 'termometry-ingaliatory', 'thermometers-nebulisers'),
          nouns: [
            L('Termometru digital', 'Цифровой термометр', 'Digital thermometer'),
            L('Termometru infraroșu', 'Инфракрасный термометр', 'Infrared thermometer'),
            L('Inhalator cu compresor', 'Компрессорный ингалятор', 'Compressor nebuliser'),
            L('Inhalator ultrasonic', 'Ультразвуковой ингалятор', 'Ultrasonic nebuliser'),
          ],
        },
      ],
    },
    {
      title: L('Răceală și gripă', 'Простуда и грипп', 'Cold and flu'),
      slug: S('raceala-si-gripa', 'prostuda-i-gripp', 'cold-and-flu'),
      icon: 'virus',
      subcategories: [
        {
          title: L('Spray-uri și picături', 'Спреи и капли', 'Sprays and drops'),
          slug: S('spray-uri-picaturi', 'sprei-i-kapli', 'sprays-drops'),
          nouns: [
            L('Spray nazal cu apă de mare', 'Назальный спрей с морской водой', 'Sea-water nasal spray'),
            L('Spray pentru gât', 'Спрей для горла', 'Throat spray'),
            L('Picături pentru nas', 'Капли в нос', 'Nasal drops'),
            L('Pastile pentru gât', 'Пастилки для горла', 'Throat lozenges'),
          ],
        },
        {
          title: L('Ceaiuri din plante', 'Травяные чаи', 'Herbal teas'),
          slug: S('ceaiuri-din-plante', 'travianye-chai', 'herbal-teas'),
          nouns: [
            L('Ceai de tei', 'Липовый чай', 'Linden tea'),
            L('Ceai de mușețel', 'Ромашковый чай', 'Camomile tea'),
            L('Ceai cu ghimbir', 'Имбирный чай', 'Ginger tea'),
            L('Sirop de soc', 'Сироп бузины', 'Elderberry syrup'),
          ],
        },
      ],
    },
    {
      title: L('Igienă', 'Гигиена', 'Hygiene'),
      slug: S('igiena', 'gigiena', 'hygiene'),
      icon: 'soap',
      subcategories: [
        {
          title: L('Igienă orală', 'Гигиена полости рта', 'Oral care'),
          slug: S('igiena-orala', 'gigiena-polosti-rta', 'oral-care'),
          nouns: [
            L('Pastă de dinți', 'Зубная паста', 'Toothpaste'),
            L('Periuță de dinți', 'Зубная щётка', 'Toothbrush'),
            L('Apă de gură', 'Ополаскиватель для рта', 'Mouthwash'),
            L('Ață dentară', 'Зубная нить', 'Dental floss'),
          ],
        },
        {
          title: L('Antiseptice', 'Антисептики', 'Antiseptics'),
          slug: S('antiseptice', 'antiseptiki', 'antiseptics'),
          nouns: [
            L('Gel antiseptic', 'Антисептический гель', 'Antiseptic gel'),
            L('Plasturi', 'Пластыри', 'Plasters'),
            L('Bandaj elastic', 'Эластичный бинт', 'Elastic bandage'),
            L('Soluție de clorhexidină', 'Раствор хлоргексидина', 'Chlorhexidine solution'),
          ],
        },
      ],
    },
  ],
  qualifiers: [
    L('30 de capsule', '30 капсул', '30 capsules'),
    L('60 de tablete', '60 таблеток', '60 tablets'),
    L('100 ml', '100 мл', '100 ml'),
    L('250 ml', '250 мл', '250 ml'),
    L('fără parfum', 'без отдушки', 'fragrance-free'),
    L('pentru piele sensibilă', 'для чувствительной кожи', 'for sensitive skin'),
    L('ambalaj economic', 'экономичная упаковка', 'value pack'),
    L('pentru copii', 'для детей', 'for children'),
    L('cu aromă de lămâie', 'со вкусом лимона', 'lemon flavour'),
    L('set de 2', 'набор из 2', 'set of 2'),
  ],
  manufacturers: [
    'Vitalis',
    'Dermanova',
    'Medica Plus',
    'Biofarm Nord',
    'Salvia Lab',
    'Purecare',
    'Omnivit',
    'Natura Med',
    'Kindra',
  ],
  priceMinor: [2500, 250000],
  descriptionSentences: [
    L(
      '{noun} de la {maker} este produs conform standardelor farmaceutice.',
      '{noun} от {maker} произведён по фармацевтическим стандартам.',
      'The {noun} by {maker} is made to pharmaceutical standards.',
    ),
    L(
      'Citiți instrucțiunea înainte de utilizare.',
      'Перед применением прочитайте инструкцию.',
      'Read the leaflet before use.',
    ),
    L(
      'A se păstra la loc uscat, ferit de lumină.',
      'Хранить в сухом, защищённом от света месте.',
      'Store in a dry place away from light.',
    ),
    L('Potrivit pentru uz zilnic.', 'Подходит для ежедневного применения.', 'Suitable for daily use.'),
    L(
      'Consultați medicul sau farmacistul dacă aveți întrebări.',
      'Если есть вопросы, проконсультируйтесь с врачом или фармацевтом.',
      'Ask a doctor or pharmacist if you have questions.',
    ),
    L('Testat dermatologic.', 'Дерматологически протестировано.', 'Dermatologically tested.'),
  ],
  properties: [
    {
      keyword: 'form',
      title: L('Formă', 'Форма выпуска', 'Form'),
      type: 'radio',
      values: [
        L('Tablete', 'Таблетки', 'Tablets'),
        L('Capsule', 'Капсулы', 'Capsules'),
        L('Sirop', 'Сироп', 'Syrup'),
        L('Cremă', 'Крем', 'Cream'),
      ],
    },
    {
      keyword: 'age',
      title: L('Vârstă', 'Возраст', 'Age'),
      type: 'checkbox',
      values: [L('Copii', 'Дети', 'Children'), L('Adulți', 'Взрослые', 'Adults'), L('Seniori', 'Пожилые', 'Seniors')],
    },
    {
      keyword: 'origin',
      title: L('Țara de origine', 'Страна производства', 'Country of origin'),
      type: 'checkbox',
      values: [
        L('Moldova', 'Молдова', 'Moldova'),
        L('România', 'Румыния', 'Romania'),
        L('Germania', 'Германия', 'Germany'),
        L('Franța', 'Франция', 'France'),
      ],
    },
  ],
  contacts: {
    phone: '+373 22 555 020',
    email: 'info@pharmacy.example',
    address: L('Chișinău, bd. Dacia 12', 'Кишинёв, бул. Дачия 12', '12 Dacia Blvd, Chișinău'),
  },
  articleTitles: [
    L('Cum întărești imunitatea toamna', 'Как укрепить иммунитет осенью', 'Strengthening immunity in autumn'),
    L('Vitamina D: cât și când', 'Витамин D: сколько и когда', 'Vitamin D: how much and when'),
    L('Trusa de prim ajutor pentru vacanță', 'Аптечка в отпуск', 'A first-aid kit for the holidays'),
    L('Protecția solară corectă', 'Правильная защита от солнца', 'Getting sun protection right'),
    L('Cum măsori corect tensiunea', 'Как правильно измерять давление', 'Measuring blood pressure properly'),
    L('Îngrijirea pielii sensibile', 'Уход за чувствительной кожей', 'Caring for sensitive skin'),
    L('Somnul și magneziul', 'Сон и магний', 'Sleep and magnesium'),
    L('Ce să iei cu tine la maternitate', 'Что взять с собой в роддом', 'What to pack for the maternity ward'),
  ],
  faq: [
    {
      question: L(
        'Pot comanda medicamente cu rețetă?',
        'Можно заказать рецептурные препараты?',
        'Can I order prescription medicines?',
      ),
      answer: L(
        'Da, farmacistul confirmă rețeta la ridicare.',
        'Да, фармацевт проверит рецепт при получении.',
        'Yes, the pharmacist checks the prescription on collection.',
      ),
    },
    {
      question: L('Cât durează livrarea?', 'Сколько идёт доставка?', 'How long does delivery take?'),
      answer: L('În Chișinău în aceeași zi.', 'По Кишинёву в тот же день.', 'Same day in Chișinău.'),
    },
    {
      question: L('Aveți program de fidelitate?', 'Есть программа лояльности?', 'Is there a loyalty programme?'),
      answer: L(
        'Da, acumulați puncte la fiecare cumpărătură.',
        'Да, баллы начисляются за каждую покупку.',
        'Yes, every purchase earns points.',
      ),
    },
    {
      question: L('Pot returna un medicament?', 'Можно вернуть лекарство?', 'Can I return a medicine?'),
      answer: L(
        'Medicamentele nu se returnează conform legii.',
        'По закону лекарства возврату не подлежат.',
        'By law, medicines cannot be returned.',
      ),
    },
    {
      question: L('Consultați online?', 'Консультируете онлайн?', 'Do you advise online?'),
      answer: L(
        'Da, farmaciștii răspund prin chat.',
        'Да, фармацевты отвечают в чате.',
        'Yes, pharmacists answer in the chat.',
      ),
    },
  ],
  advantages: [
    L('Farmaciști consultanți', 'Консультации фармацевтов', 'Pharmacist advice'),
    L('Livrare în aceeași zi', 'Доставка в тот же день', 'Same-day delivery'),
    L('Puncte de fidelitate', 'Бонусные баллы', 'Loyalty points'),
    L('Produse certificate', 'Сертифицированные товары', 'Certified products'),
  ],
  vacancies: [
    {
      title: L('Farmacist', 'Фармацевт', 'Pharmacist'),
      description: L(
        'Consultați clienții și eliberați rețete.',
        'Консультируете клиентов и отпускаете рецепты.',
        'Advise customers and dispense prescriptions.',
      ),
    },
    {
      title: L('Curier', 'Курьер', 'Courier'),
      description: L(
        'Livrați comenzile în Chișinău.',
        'Доставляете заказы по Кишинёву.',
        'Deliver orders across Chișinău.',
      ),
    },
  ],
};
