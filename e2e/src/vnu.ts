// The Nu HTML Checker (the jar of the vnu-jar package, run by the machine's java) over many
// documents in one run: one JVM start for the whole list, the findings as readable text.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The package's main is the jar's path (its own launcher would download a Java when none is found). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface HtmlDocument {
  /** What a finding names the document by: its URL, or a page and a state. */
  name: string;
  html: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Errors and warnings count; plain notes (a trailing slash on a void element) do not. */
const counts = (m: VnuMessage) => m.type !== 'info' || m.subType === 'warning';

function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      // With --exit-zero-always a non-zero exit is java itself failing, not a finding.
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(new Error(missing ? 'the HTML checker needs `java` (11 or later) on PATH' : `vnu failed: ${stderr}`));
      } else resolve(stdout);
    });
  });
}

const listed = (where: string[]) =>
  where.length > 3 ? `${where.slice(0, 3).join(', ')} and ${where.length - 3} more` : where.join(', ');

/**
 * The errors and warnings the checker finds in the documents, a line per distinct message: the
 * markup it points at and where (document names and lines). An empty list means all are valid.
 */
export async function htmlFindings(documents: readonly HtmlDocument[]): Promise<string[]> {
  if (documents.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-vnu-'));
  try {
    const files = documents.map((doc, at) => {
      const file = join(dir, `${at}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    // The checker names a document by its file's URL: `file:/tmp/…/12.html`.
    const nameOf = (url = '') => documents[Number(/(\d+)\.html$/.exec(url)?.[1] ?? NaN)]?.name ?? url;
    // The checker's schema needs a deep stack (its README asks for at least 512k).
    const out = await runJava([
      '-Xss1m',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      ...files,
    ]);
    const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
    // One line per distinct message, with the first markup it points at and the documents it is
    // in: the same error in the frame of every page reads once.
    const found = new Map<string, { extract: string; where: string[] }>();
    for (const m of messages.filter(counts)) {
      const key = `${m.type === 'info' ? 'warning' : m.type}: ${m.message}`;
      const entry = found.get(key) ?? { extract: m.extract?.trim() ?? '', where: [] };
      entry.where.push(`${nameOf(m.url)}${m.lastLine ? `:${m.lastLine}` : ''}`);
      found.set(key, entry);
    }
    return [...found].map(([finding, { extract, where }]) => `${finding} [${extract}] in ${listed(where)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether a finding about a live DOM (page.content(), not bytes a server sent) counts. Two never do:
 * where the charset <meta> falls (a live DOM has no bytes, and React puts a stylesheet it adds in the
 * browser first in <head>: the windows' hoisted styles), and the Module Federation runtime's own
 * <script type="text/javascript"> for a remote loading at the moment of the snapshot (an idle
 * widget): the library's markup, not ours. The server's bytes are checked without this filter.
 */
export const countsInLiveDom = (finding: string): boolean =>
  !finding.includes('“charset” attribute on a “meta” element found after') &&
  !(finding.includes('“type” attribute is unnecessary for JavaScript') && finding.includes('/modules/'));
