// The words of account mail in every storefront language. `{shop}` is the shop's name. The link
// lifetimes stated here are those of auth/one-time-tokens.ts (activation 3 days, reset 1 hour).
import type { Locale } from '@vitrina/domain';

export type AccountMailKind = 'activation' | 'reset' | 'delete_account';

export interface MailTexts {
  subject: string;
  heading: string;
  body: string;
  button: string;
  /** For a client that shows no button: the link follows this line. */
  linkIntro: string;
  notYou: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<AccountMailKind, Record<Locale, MailTexts>> = {
  activation: {
    ro: {
      subject: 'Confirmați adresa de e-mail pentru {shop}',
      heading: 'Bine ați venit la {shop}',
      body: 'Pentru a finaliza crearea contului, confirmați adresa de e-mail. Linkul este valabil 3 zile.',
      button: 'Confirmă adresa',
      linkIntro: 'Sau deschideți acest link:',
      notYou: 'Dacă nu ați creat un cont, ignorați această scrisoare.',
    },
    ru: {
      subject: 'Подтвердите e-mail для {shop}',
      heading: 'Добро пожаловать в {shop}',
      body: 'Чтобы завершить регистрацию, подтвердите адрес электронной почты. Ссылка действует 3 дня.',
      button: 'Подтвердить адрес',
      linkIntro: 'Или откройте эту ссылку:',
      notYou: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
    uk: {
      subject: 'Підтвердьте e-mail для {shop}',
      heading: 'Ласкаво просимо до {shop}',
      body: 'Щоб завершити реєстрацію, підтвердьте адресу електронної пошти. Посилання дійсне 3 дні.',
      button: 'Підтвердити адресу',
      linkIntro: 'Або відкрийте це посилання:',
      notYou: 'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
    },
    en: {
      subject: 'Confirm your e-mail for {shop}',
      heading: 'Welcome to {shop}',
      body: 'To finish creating your account, confirm your e-mail address. The link works for 3 days.',
      button: 'Confirm my address',
      linkIntro: 'Or open this link:',
      notYou: 'If you did not create an account, ignore this letter.',
    },
  },
  reset: {
    ro: {
      subject: 'Resetarea parolei {shop}',
      heading: 'Resetarea parolei',
      body: 'Cineva a cerut resetarea parolei contului dvs. {shop}. Linkul este valabil o oră și o singură dată.',
      button: 'Alege o parolă nouă',
      linkIntro: 'Sau deschideți acest link:',
      notYou: 'Dacă nu ați fost dvs., ignorați această scrisoare: parola rămâne aceeași.',
    },
    ru: {
      subject: 'Сброс пароля {shop}',
      heading: 'Сброс пароля',
      body: 'Поступил запрос на сброс пароля вашей учётной записи в {shop}. Ссылка действует 1 час и только один раз.',
      button: 'Задать новый пароль',
      linkIntro: 'Или откройте эту ссылку:',
      notYou: 'Если это были не вы, проигнорируйте письмо: пароль останется прежним.',
    },
    uk: {
      subject: 'Скидання пароля {shop}',
      heading: 'Скидання пароля',
      body: 'Надійшов запит на скидання пароля вашого облікового запису в {shop}. Посилання дійсне 1 годину й лише один раз.',
      button: 'Задати новий пароль',
      linkIntro: 'Або відкрийте це посилання:',
      notYou: 'Якщо це були не ви, проігноруйте лист: пароль залишиться незмінним.',
    },
    en: {
      subject: 'Reset your {shop} password',
      heading: 'Password reset',
      body: 'Someone asked to reset the password of your {shop} account. The link works for one hour, once.',
      button: 'Choose a new password',
      linkIntro: 'Or open this link:',
      notYou: 'If it was not you, ignore this letter: your password stays as it is.',
    },
  },
  delete_account: {
    ro: {
      subject: 'Confirmați ștergerea contului {shop}',
      heading: 'Ștergerea contului',
      body: 'Ați cerut ștergerea contului dvs. {shop}. Linkul este valabil o oră și o singură dată; ștergerea nu poate fi anulată.',
      button: 'Șterge contul',
      linkIntro: 'Sau deschideți acest link:',
      notYou: 'Dacă nu ați cerut-o, ignorați această scrisoare: contul rămâne neschimbat.',
    },
    ru: {
      subject: 'Подтвердите удаление учётной записи {shop}',
      heading: 'Удаление учётной записи',
      body: 'Вы запросили удаление учётной записи в {shop}. Ссылка действует 1 час и только один раз; удаление нельзя отменить.',
      button: 'Удалить учётную запись',
      linkIntro: 'Или откройте эту ссылку:',
      notYou: 'Если вы этого не запрашивали, проигнорируйте письмо: учётная запись останется прежней.',
    },
    uk: {
      subject: 'Підтвердьте видалення облікового запису {shop}',
      heading: 'Видалення облікового запису',
      body: 'Ви попросили видалити обліковий запис у {shop}. Посилання дійсне 1 годину й лише один раз; видалення не можна скасувати.',
      button: 'Видалити обліковий запис',
      linkIntro: 'Або відкрийте це посилання:',
      notYou: 'Якщо ви цього не просили, проігноруйте лист: обліковий запис залишиться незмінним.',
    },
    en: {
      subject: 'Confirm deleting your {shop} account',
      heading: 'Deleting your account',
      body: 'You asked to delete your {shop} account. The link works for one hour, once; a deleted account cannot come back.',
      button: 'Delete my account',
      linkIntro: 'Or open this link:',
      notYou: 'If you did not ask for it, ignore this letter: your account stays as it is.',
    },
  },
};
