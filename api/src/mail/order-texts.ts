// The words of the order letters (confirmation and payment receipt) in every storefront language.
// Placeholders: {shop} the shop's name, {number} the order's (or a carrier branch's) number, {total}
// its total, {how} the way it is delivered, {place} where it goes, {apartment} the apartment's number.
import type { Locale } from '@vitrina/domain';

interface LetterWords {
  subject: string;
  heading: string;
  body: string;
}

export interface OrderMailTexts {
  confirmation: LetterWords;
  receipt: LetterWords;
  /** What happens next after a one-click or a pre-order. */
  next: { one_click: string; pre_order: string };
  products: string;
  goods: string;
  discount: string;
  deliveryPrice: string;
  total: string;
  delivery: string;
  payment: string;
  methods: { cash: string; card_on_delivery: string; online: string; credit: string };
  deliveries: {
    pickup: string;
    address: string;
    carrier: { courier: string; warehouse: string; postmachine: string };
    agreed_by_phone: string;
  };
  /** The way and where: '{how}: {place}'. */
  deliveryAt: string;
  /** A carrier branch's or post machine's number. */
  pointNumber: string;
  apartment: string;
  /** Before the link to the order's status page (an order paid online). */
  payIntro: string;
  payButton: string;
  notYou: string;
}

export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  ro: {
    confirmation: {
      subject: 'Comanda nr. {number} la {shop}',
      heading: 'Vă mulțumim pentru comandă',
      body: 'Am primit comanda dvs. nr. {number}. Iată ce ați comandat:',
    },
    receipt: {
      subject: 'Plata comenzii nr. {number} la {shop} a fost primită',
      heading: 'Plata a fost primită',
      body: 'Am primit {total} pentru comanda dvs. nr. {number}. Vă mulțumim!',
    },
    next: {
      one_click: 'Vă vom suna pentru a stabili livrarea și plata.',
      pre_order: 'Vă vom suna când produsul ajunge la noi, pentru a stabili livrarea.',
    },
    products: 'Produse',
    goods: 'Produse',
    discount: 'Reducere',
    deliveryPrice: 'Livrare',
    total: 'Total',
    delivery: 'Livrare',
    payment: 'Plata',
    methods: {
      cash: 'Numerar la primire',
      card_on_delivery: 'Card la primire',
      online: 'Online cu cardul',
      credit: 'În credit',
    },
    deliveries: {
      pickup: 'Ridicare din magazin',
      address: 'Livrare la adresa',
      carrier: {
        courier: 'Prin curierul transportatorului',
        warehouse: 'La oficiul transportatorului',
        postmachine: 'La terminalul poștal al transportatorului',
      },
      agreed_by_phone: 'Se stabilește la telefon',
    },
    deliveryAt: '{how}: {place}',
    pointNumber: 'nr. {number}',
    apartment: 'ap. {apartment}',
    payIntro: 'Plătiți comanda sau vedeți starea plății aici:',
    payButton: 'Plătește comanda',
    notYou: 'Dacă nu ați plasat această comandă, scrieți-ne.',
  },
  ru: {
    confirmation: {
      subject: 'Заказ № {number} в {shop}',
      heading: 'Спасибо за заказ',
      body: 'Мы получили ваш заказ № {number}. Вот что вы заказали:',
    },
    receipt: {
      subject: 'Оплата заказа № {number} в {shop} получена',
      heading: 'Оплата получена',
      body: 'Мы получили {total} за ваш заказ № {number}. Спасибо!',
    },
    next: {
      one_click: 'Мы позвоним вам, чтобы договориться о доставке и оплате.',
      pre_order: 'Мы позвоним вам, когда товар поступит, чтобы договориться о доставке.',
    },
    products: 'Товары',
    goods: 'Товары',
    discount: 'Скидка',
    deliveryPrice: 'Доставка',
    total: 'Итого',
    delivery: 'Доставка',
    payment: 'Оплата',
    methods: {
      cash: 'Наличными при получении',
      card_on_delivery: 'Картой при получении',
      online: 'Картой онлайн',
      credit: 'В кредит',
    },
    deliveries: {
      pickup: 'Самовывоз из магазина',
      address: 'Доставка по адресу',
      carrier: {
        courier: 'Курьером перевозчика',
        warehouse: 'В отделение перевозчика',
        postmachine: 'В почтомат перевозчика',
      },
      agreed_by_phone: 'По договорённости по телефону',
    },
    deliveryAt: '{how}: {place}',
    pointNumber: '№ {number}',
    apartment: 'кв. {apartment}',
    payIntro: 'Оплатите заказ или посмотрите состояние оплаты здесь:',
    payButton: 'Оплатить заказ',
    notYou: 'Если вы не оформляли этот заказ, напишите нам.',
  },
  uk: {
    confirmation: {
      subject: 'Замовлення № {number} у {shop}',
      heading: 'Дякуємо за замовлення',
      body: 'Ми отримали ваше замовлення № {number}. Ось що ви замовили:',
    },
    receipt: {
      subject: 'Оплату замовлення № {number} у {shop} отримано',
      heading: 'Оплату отримано',
      body: 'Ми отримали {total} за ваше замовлення № {number}. Дякуємо!',
    },
    next: {
      one_click: 'Ми зателефонуємо вам, щоб домовитися про доставку й оплату.',
      pre_order: 'Ми зателефонуємо вам, коли товар надійде, щоб домовитися про доставку.',
    },
    products: 'Товари',
    goods: 'Товари',
    discount: 'Знижка',
    deliveryPrice: 'Доставка',
    total: 'Разом',
    delivery: 'Доставка',
    payment: 'Оплата',
    methods: {
      cash: 'Готівкою при отриманні',
      card_on_delivery: 'Карткою при отриманні',
      online: 'Карткою онлайн',
      credit: 'У кредит',
    },
    deliveries: {
      pickup: 'Самовивіз з магазину',
      address: 'Доставка за адресою',
      carrier: {
        courier: 'Кур’єром перевізника',
        warehouse: 'У відділення перевізника',
        postmachine: 'У поштомат перевізника',
      },
      agreed_by_phone: 'За домовленістю телефоном',
    },
    deliveryAt: '{how}: {place}',
    pointNumber: '№ {number}',
    apartment: 'кв. {apartment}',
    payIntro: 'Оплатіть замовлення або перегляньте стан оплати тут:',
    payButton: 'Оплатити замовлення',
    notYou: 'Якщо ви не оформлювали це замовлення, напишіть нам.',
  },
  en: {
    confirmation: {
      subject: 'Your {shop} order no. {number}',
      heading: 'Thank you for your order',
      body: 'We received your order no. {number}. This is what you ordered:',
    },
    receipt: {
      subject: 'Payment received for your {shop} order no. {number}',
      heading: 'Payment received',
      body: 'We received {total} for your order no. {number}. Thank you!',
    },
    next: {
      one_click: 'We will call you to agree the delivery and the payment.',
      pre_order: 'We will call you when the product arrives, to agree the delivery.',
    },
    products: 'Products',
    goods: 'Products',
    discount: 'Discount',
    deliveryPrice: 'Delivery',
    total: 'Total',
    delivery: 'Delivery',
    payment: 'Payment',
    methods: {
      cash: 'Cash on delivery',
      card_on_delivery: 'Card on delivery',
      online: 'Card, online',
      credit: 'On credit',
    },
    deliveries: {
      pickup: 'Pickup at the store',
      address: 'Delivery to',
      carrier: {
        courier: "By the carrier's courier",
        warehouse: 'To a branch of the carrier',
        postmachine: 'To a post machine of the carrier',
      },
      agreed_by_phone: 'To be agreed by phone',
    },
    deliveryAt: '{how}: {place}',
    pointNumber: 'No. {number}',
    apartment: 'apt. {apartment}',
    payIntro: 'Pay for the order or see where its payment stands:',
    payButton: 'Pay for the order',
    notYou: 'If you did not place this order, write to us.',
  },
};
