// The OpenAPI document passes Redocly's recommended rules (api/redocly.yaml) with no error and no
// warning. The CLI runs offline: with telemetry and the update notice off it opens no connection.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from './app.ts';

const CLI = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));

const dir = await mkdtemp(join(tmpdir(), 'vitrina-openapi-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let linted = 0;

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** Runs `redocly lint` on a document; a failed lint exits 1 and still prints its JSON report. */
async function lint(document: unknown): Promise<LintReport> {
  const file = join(dir, `openapi-${linted++}.json`);
  await writeFile(file, JSON.stringify(document));
  const args = [CLI, 'lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '1000'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await promisify(execFile)(process.execPath, args, { env }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  return JSON.parse(stdout) as LintReport;
}

// The document production serves: rate limits on (429 is listed) and a service key.
const { app } = await buildTestApp({ rateLimit: {}, serviceKey: 'lint-test-service-key-0123456789abcdef' });
await app.ready();

describe('OpenAPI lint', () => {
  it('finds no problem with the recommended rules', async () => {
    const report = await lint(app.swagger());
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('reports what the rules catch: an operation without operationId or summary', async () => {
    const document = structuredClone(app.swagger()) as unknown as { paths: Record<string, Record<string, object>> };
    const {
      operationId: _id,
      summary: _summary,
      ...bare
    } = document.paths['/base/faq']!.get as Record<string, unknown>;
    document.paths['/base/faq']!.get = bare;
    const rules = (await lint(document)).problems.map((p) => p.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['operation-operationId', 'operation-summary']));
  });
});
