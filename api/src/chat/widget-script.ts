// The reference back end's chat widget: a stand-in for a chat vendor's loader (Jivo's), so a demo
// shop with a chat id shows a chat without loading anything from another host. It draws a button
// and a panel that says no operator is there; a real back end would serve its own chat here.
import type { Locale } from '@vitrina/domain';

/** A chat id in the settings' format (the shell writes no other into a page). */
export const CHAT_ID = /^[A-Za-z0-9]{4,40}$/;

interface WidgetTexts {
  open: string;
  close: string;
  title: string;
  greeting: string;
}

const TEXTS: Record<Locale, WidgetTexts> = {
  ro: {
    open: 'Scrieți-ne în chat',
    close: 'Închideți chatul',
    title: 'Chat cu magazinul',
    greeting:
      'Acesta este chatul demonstrativ: niciun operator nu este conectat acum. Sunați-ne sau scrieți-ne un e-mail.',
  },
  ru: {
    open: 'Напишите нам в чат',
    close: 'Закрыть чат',
    title: 'Чат с магазином',
    greeting: 'Это демонстрационный чат: сейчас на связи нет оператора. Позвоните нам или напишите письмо.',
  },
  uk: {
    open: 'Напишіть нам у чат',
    close: 'Закрити чат',
    title: 'Чат із магазином',
    greeting: 'Це демонстраційний чат: зараз на зв’язку немає оператора. Зателефонуйте нам або напишіть листа.',
  },
  en: {
    open: 'Chat with us',
    close: 'Close the chat',
    title: 'Chat with the shop',
    greeting: 'This is the demo chat: no operator is online now. Call us or send us an e-mail.',
  },
};

/**
 * The widget's look: fixed at the end corner, above the mobile bottom bar, in the shop's theme
 * (the shell's custom properties, with fallbacks for a page without them).
 */
const CSS = [
  '.vchat{position:fixed;right:16px;bottom:16px;z-index:55;display:grid;justify-items:end;gap:8px;font:inherit}',
  '@media (max-width:1024px){.vchat{bottom:88px}}',
  '.vchat-open,.vchat-close{min-height:44px;padding:10px 18px;border:0;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;background:var(--color-primary-fill,#1d4ed8);color:var(--color-on-primary,#fff)}',
  '.vchat-open:focus-visible,.vchat-close:focus-visible{outline:3px solid var(--color-focus,#16a34a);outline-offset:2px}',
  '.vchat-panel{width:min(320px,calc(100vw - 32px));padding:16px;border:1px solid var(--color-border,#d1d5db);border-radius:12px;background:var(--color-bg,#fff);color:var(--color-text,#111827);box-shadow:0 8px 24px rgb(0 0 0/.2)}',
  '.vchat-panel[hidden]{display:none}',
  '.vchat-title{margin:0 0 8px;font-size:1rem;font-weight:700}',
  '.vchat-panel p{margin:0 0 12px}',
].join('');

/** JSON for inside a script: no `<` can end the element. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The widget for one chat id, in the page's language (its <html lang>). It runs under the page's
 * Content-Security-Policy: it is same-origin, and its stylesheet carries the nonce of the script
 * that loaded it (`document.currentScript.nonce`), as vendors' widgets do.
 */
export function chatWidgetScript(chatId: string): string {
  return `(function(){
var id=${inScript(chatId)},all=${inScript(TEXTS)},css=${inScript(CSS)};
if(document.getElementById('vchat'))return;
var me=document.currentScript,lang=document.documentElement.lang,t=all[lang]||all.en;
var style=document.createElement('style');if(me&&me.nonce)style.nonce=me.nonce;style.textContent=css;document.head.appendChild(style);
function el(name,attrs,text){var e=document.createElement(name);for(var k in attrs)e.setAttribute(k,attrs[k]);if(text)e.textContent=text;return e}
var root=el('div',{id:'vchat','class':'vchat','data-chat-id':id});
var panel=el('section',{id:'vchat-panel','class':'vchat-panel','aria-labelledby':'vchat-title'});panel.hidden=true;
panel.appendChild(el('h2',{id:'vchat-title','class':'vchat-title'},t.title));
panel.appendChild(el('p',{},t.greeting));
var close=el('button',{type:'button','class':'vchat-close'},t.close);panel.appendChild(close);
var open=el('button',{type:'button','class':'vchat-open','aria-expanded':'false','aria-controls':'vchat-panel'},t.open);
function show(on){panel.hidden=!on;open.setAttribute('aria-expanded',String(on));(on?close:open).focus()}
open.addEventListener('click',function(){show(panel.hidden)});
close.addEventListener('click',function(){show(false)});
root.appendChild(panel);root.appendChild(open);document.body.appendChild(root);
})();
`;
}
