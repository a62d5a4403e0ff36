// reCAPTCHA for shops that choose it instead of proof of work: Google's script is loaded only
// then, on the first form use. v3 scores silently; v2 runs as an invisible widget.
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKeyOrWidget: string | number, options?: { action: string }): Promise<string> | void;
  render(
    container: HTMLElement,
    options: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback': () => void },
  ): number;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let script: Promise<Grecaptcha> | null = null;

function loadScript(version: 'v2' | 'v3', siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${version === 'v3' ? encodeURIComponent(siteKey) : 'explicit'}`;
    tag.async = true;
    tag.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    tag.onerror = () => {
      script = null;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(tag);
  });
  return script;
}

export async function recaptchaToken(version: 'v2' | 'v3', siteKey: string): Promise<string> {
  const grecaptcha = await loadScript(version, siteKey);
  if (version === 'v3') return (await grecaptcha.execute(siteKey, { action: 'form' })) as string;
  return new Promise<string>((resolve, reject) => {
    const holder = document.createElement('div');
    document.body.append(holder);
    const done = () => holder.remove();
    const id = grecaptcha.render(holder, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token) => {
        done();
        resolve(token);
      },
      'error-callback': () => {
        done();
        reject(new Error('reCAPTCHA failed'));
      },
    });
    void grecaptcha.execute(id);
  });
}
