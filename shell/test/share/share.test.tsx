// Sharing a page (spec: the share modal and the "link copied" notice): the browser's share sheet
// where it has one, the shell's window otherwise; the window copies the link (notice, window closed)
// or sends it with a messenger; a refused copy leaves the link selected and says so.
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { $notices, $openModal, SHARE_MODAL_ID, shareRequested } from '@vitrina/events';
import type { ShareTarget } from '@vitrina/events';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { ModalHost } from '../../src/modal/ModalHost.tsx';
import { ShareWindow } from '../../src/share/index.ts';
import { $copyFailed, copyRequested } from '../../src/share/model.ts';
import { shareLinks } from '../../src/share/share-links.ts';

const DOOR: ShareTarget = {
  title: 'Ușă din stejar & sticlă',
  url: 'http://doors.localhost:3000/ro/product/usa-stejar?c=3',
};
const EN = SHELL_TEXTS.en;
const COPY = { url: DOOR.url, copied: EN.linkCopied, failed: EN.linkNotCopied };

/** A browser's navigator with the given parts (a share sheet, a clipboard), and nothing else. */
function browser(parts: Partial<Navigator>) {
  vi.stubGlobal('navigator', parts);
}
const domError = (name: string) => new DOMException('refused', name);

const renderHost = (scope: ReturnType<typeof fork>) =>
  renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={createI18n('en', 'ro', SHELL_TEXTS)}>
        <ModalHost>
          <ShareWindow />
        </ModalHost>
      </I18nextProvider>
    </Provider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a share press', () => {
  it("opens the browser's share sheet with the page's name and address, and no window", async () => {
    const share = vi.fn(() => Promise.resolve());
    browser({ share, canShare: () => true });
    const scope = fork();
    await allSettled(shareRequested, { scope, params: DOOR });
    expect(share).toHaveBeenCalledWith({ title: DOOR.title, url: DOOR.url });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('ends there when the shopper cancels the sheet', async () => {
    browser({ share: () => Promise.reject(domError('AbortError')) });
    const scope = fork();
    await allSettled(shareRequested, { scope, params: DOOR });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('opens the share window without a sheet, when the sheet refuses the page, or when it fails', async () => {
    const browsers: Partial<Navigator>[] = [
      {},
      { share: () => Promise.resolve(), canShare: () => false },
      { share: () => Promise.reject(domError('NotAllowedError')) },
    ];
    for (const parts of browsers) {
      browser(parts);
      const scope = fork();
      await allSettled(shareRequested, { scope, params: DOOR });
      expect(scope.getState($openModal)).toBe(SHARE_MODAL_ID);
    }
  });
});

describe('the share window', () => {
  it('shows the page, its link to copy (focused first) and the channels that send it', async () => {
    browser({});
    const scope = fork();
    await allSettled(shareRequested, { scope, params: DOOR });
    const html = renderHost(scope).replaceAll('<!-- -->', '');
    expect(html).toContain(`<h2 id="modal-title" class="gate-title">${EN.shareTitle}</h2>`);
    expect(html).toContain('<p class="share-subject">Ușă din stejar &amp; sticlă</p>');
    expect(html).toContain(`<label for="share-link">${EN.shareLink}</label>`);
    expect(html).toContain(`readOnly="" value="${DOOR.url}"`);
    expect(html).toContain(`<button type="button" class="button" data-autofocus="">${EN.copyLink}</button>`);
    expect(html).toContain(`<ul class="share-links" aria-labelledby="share-via">`);
    expect(html).toMatch(
      /data-channel="telegram" target="_blank" rel="noopener noreferrer">Telegram<span class="sr-only">/,
    );
    expect(html).toContain(`data-channel="email">${EN.shareByEmail}</a>`);
  });

  it('is not drawn while another window is open', async () => {
    browser({});
    const scope = fork({ values: [[$openModal, 'cart:drawer']] });
    expect(renderHost(scope)).not.toContain('share-window');
  });

  it('copies the link: "link copied" for 3 s (a success notice), and the window closes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    browser({ clipboard: { writeText } as unknown as Clipboard });
    const scope = fork();
    await allSettled(shareRequested, { scope, params: DOOR });
    await allSettled(copyRequested, { scope, params: COPY });
    expect(writeText).toHaveBeenCalledWith(DOOR.url);
    expect(scope.getState($notices)).toEqual([{ id: 1, kind: 'success', text: 'Link copied' }]);
    expect(scope.getState($openModal)).toBeNull();
  });

  it('keeps the window open with the link selected when the clipboard refuses, or there is none, and says so', async () => {
    const clipboards: Partial<Navigator>[] = [
      {},
      { clipboard: { writeText: () => Promise.reject(domError('NotAllowedError')) } as unknown as Clipboard },
    ];
    for (const parts of clipboards) {
      browser(parts);
      const scope = fork();
      await allSettled(shareRequested, { scope, params: DOOR });
      await allSettled(copyRequested, { scope, params: COPY });
      expect(scope.getState($notices)).toEqual([{ id: 1, kind: 'error', text: EN.linkNotCopied }]);
      expect(scope.getState($openModal)).toBe(SHARE_MODAL_ID);
      expect(scope.getState($copyFailed)).toBe(true);
      // Sharing again starts clean.
      await allSettled(shareRequested, { scope, params: DOOR });
      expect(scope.getState($copyFailed)).toBe(false);
    }
  });
});

describe('the channels', () => {
  it("carry the page's name and address encoded, in the window's order", () => {
    const links = shareLinks({ title: 'Oak & glass', url: 'http://x.localhost/ro/p?a=1&b=2' });
    expect(links.map((link) => link.channel)).toEqual(['telegram', 'viber', 'whatsapp', 'facebook', 'email']);
    expect(links[0]!.href).toBe(
      'https://t.me/share/url?url=http%3A%2F%2Fx.localhost%2Fro%2Fp%3Fa%3D1%26b%3D2&text=Oak%20%26%20glass',
    );
    expect(links[4]!.href).toBe(
      'mailto:?subject=Oak%20%26%20glass&body=http%3A%2F%2Fx.localhost%2Fro%2Fp%3Fa%3D1%26b%3D2',
    );
    expect(links.filter((link) => link.web).map((link) => link.channel)).toEqual(['telegram', 'whatsapp', 'facebook']);
  });
});
