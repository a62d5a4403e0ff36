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
