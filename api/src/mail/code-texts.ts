// The words of the letter with a code that confirms a new e-mail address, in every storefront
// language. `{shop}` is the shop's name; the 10 minutes and 5 tries are CONTACT_CODE_TTL_SECONDS
// and CONTACT_CODE_MAX_ATTEMPTS (@vitrina/contract).
import type { Locale } from '@vitrina/domain';

export interface CodeMailTexts {
  subject: string;
  heading: string;
  /** Before the code. */
  body: string;
  /** After the code: how long and how often it works. */
  validity: string;
  notYou: string;
}

export const EMAIL_CODE_TEXTS: Record<Locale, CodeMailTexts> = {
  ro: {
    subject: 'Codul de confirmare a adresei de e-mail pentru {shop}',
    heading: 'Confirmați noua adresă de e-mail',
    body: 'Introduceți acest cod în contul dvs. {shop} pentru a confirma adresa:',
    validity: 'Codul este valabil 10 minute și acceptă cel mult 5 încercări.',
    notYou: 'Dacă nu ați cerut-o, ignorați această scrisoare: adresa nu va fi adăugată.',
  },
  ru: {
    subject: 'Код подтверждения e-mail для {shop}',
    heading: 'Подтвердите новый адрес e-mail',
    body: 'Введите этот код в личном кабинете {shop}, чтобы подтвердить адрес:',
    validity: 'Код действует 10 минут, не более 5 попыток.',
    notYou: 'Если вы этого не запрашивали, проигнорируйте письмо: адрес не будет добавлен.',
  },
  uk: {
    subject: 'Код підтвердження e-mail для {shop}',
    heading: 'Підтвердьте нову адресу e-mail',
    body: 'Введіть цей код в особистому кабінеті {shop}, щоб підтвердити адресу:',
    validity: 'Код дійсний 10 хвилин, не більше 5 спроб.',
    notYou: 'Якщо ви цього не просили, проігноруйте лист: адресу не буде додано.',
  },
  en: {
    subject: 'Your {shop} e-mail confirmation code',
    heading: 'Confirm your new e-mail address',
    body: 'Enter this code in your {shop} account to confirm the address:',
    validity: 'The code works for 10 minutes and for at most 5 tries.',
    notYou: 'If you did not ask for it, ignore this letter: the address will not be added.',
  },
};

/**
 * The notice the OLD sign-in address receives when the account moves to another one: a session
 * token alone can change the address (the code proves only the new inbox), so the owner hears of it
 * where they still read mail. `{shop}` is the shop's name, `{address}` the new address, masked.
 */
export interface EmailChangedTexts {
  subject: string;
  heading: string;
  body: string;
  notYou: string;
}

export const EMAIL_CHANGED_TEXTS: Record<Locale, EmailChangedTexts> = {
  ro: {
    subject: 'Adresa de e-mail a contului {shop} a fost schimbată',
    heading: 'Adresa de intrare a fost schimbată',
    body: 'Contul dvs. {shop} folosește acum adresa {address} pentru intrare. Această adresă nu mai deschide contul.',
    notYou: 'Dacă nu ați făcut-o dvs., scrieți-ne imediat: cineva poate avea acces la contul dvs.',
  },
  ru: {
    subject: 'E-mail аккаунта {shop} изменён',
    heading: 'Адрес для входа изменён',
    body: 'Ваш аккаунт {shop} теперь использует для входа адрес {address}. Этот адрес больше не открывает аккаунт.',
    notYou: 'Если это были не вы, сразу напишите нам: кто-то может иметь доступ к вашему аккаунту.',
  },
  uk: {
    subject: 'E-mail акаунта {shop} змінено',
    heading: 'Адресу для входу змінено',
    body: 'Ваш акаунт {shop} тепер використовує для входу адресу {address}. Ця адреса більше не відкриває акаунт.',
    notYou: 'Якщо це були не ви, негайно напишіть нам: хтось може мати доступ до вашого акаунта.',
  },
  en: {
    subject: 'The e-mail of your {shop} account was changed',
    heading: 'Your sign-in address was changed',
    body: 'Your {shop} account now signs in with {address}. This address no longer opens the account.',
    notYou: 'If this was not you, write to us at once: someone may have access to your account.',
  },
};
