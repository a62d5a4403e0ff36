import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSchema, RESUME_MAX_BYTES, resumeAcceptedResponse } from '@vitrina/contract';

import { resumes } from '../src/db/schema/index.ts';
import { altchaFor, buildFormsApp } from './forms-support.ts';

const { app, database } = await buildFormsApp();

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(512, 1)]);
const FIELDS = {
  name: 'Elena Rusu',
  email: 'elena@example.md',
  phone: '+373 69 000 111',
  message: 'Five years in retail.',
};

interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body built by hand, so the test controls every byte the API reads. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----vitrina${process.pid}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(fields: Record<string, string>, file?: FilePart, token = 'demo-doors') {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/base/send-resume',
    payload: body.payload,
    headers: { ...body.headers, 'x-site-token': token, 'accept-language': 'ru' },
  });
}
const withAltcha = async (fields: Record<string, string> = FIELDS) => ({
  ...fields,
  altcha: await altchaFor(app, 'doors'),
});
const fieldErrors = (res: { json(): unknown }) => errorSchema.parse(res.json()).fieldErrors;

describe('POST base/send-resume', () => {
  it('stores the résumé with its file bytes and answers 201 with the file digest', async () => {
    const res = await send(await withAltcha({ ...FIELDS, vacancy_id: '1' }), {
      name: 'C:\\Users\\elena\\CV.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(res.statusCode).toBe(201);
    const body = resumeAcceptedResponse.parse(res.json());
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(body.file).toEqual({ name: 'CV.pdf', size: PDF.length, sha256 });
    const [row] = await database.db.select().from(resumes).where(eq(resumes.id, body.id));
    expect(row).toMatchObject({
      name: 'Elena Rusu',
      phone: '+37369000111',
      vacancyId: 1,
      fileType: 'application/pdf',
      lang: 'ru',
      fileSha256: sha256,
    });
    expect(Buffer.compare(row!.file, PDF)).toBe(0);
  });

  it('takes a docx by its zip signature and keeps the canonical type, not the one the browser sent', async () => {
    const res = await send(await withAltcha(), { name: 'cv.DOCX', type: 'application/octet-stream', bytes: DOCX });
    expect(res.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(resumes)
      .where(eq(resumes.id, resumeAcceptedResponse.parse(res.json()).id));
    expect(row!.fileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a file over 5 MB, naming the field file', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
    const res = await send(await withAltcha(), { name: 'cv.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ file: ['file_too_big'] });
  });

  it.each([
    ['an allowed extension whose bytes are not that document', 'cv.pdf', Buffer.from('MZ\x90\x00 executable')],
    ['a type that is not on the list', 'cv.txt', Buffer.from('plain text')],
  ])('refuses %s', async (_, name, bytes) => {
    const res = await send(await withAltcha(), { name, type: 'application/pdf', bytes });
    expect(fieldErrors(res)).toEqual({ file: ['file_type'] });
  });

  it('names the missing file and each bad field together, and stores nothing', async () => {
    const before = await database.db.$count(resumes);
    const res = await send(await withAltcha({ name: '', email: 'x', phone: '1' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      file: ['required'],
      name: ['required'],
      email: ['invalid_email'],
      phone: ['invalid_phone'],
    });
    expect(await database.db.$count(resumes)).toBe(before);
  });

  it("refuses a phone of another country than the shop's mask (+(373) here), and stores nothing", async () => {
    const before = await database.db.$count(resumes);
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: PDF };
    const res = await send(await withAltcha({ ...FIELDS, phone: '+40 712 345 678' }), pdf);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json())).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { phone: ['invalid_phone'] },
    });
    expect(await database.db.$count(resumes)).toBe(before);
  });

  it('needs the proof of work', async () => {
    const res = await send(FIELDS, { name: 'cv.pdf', type: 'application/pdf', bytes: PDF });
    expect(fieldErrors(res)).toEqual({ altcha: ['required'] });
  });

  it.each([
    [
      'a body cut off in the middle of the file',
      (body: Buffer) => body.subarray(0, body.length - 700),
      (type: string) => type,
    ],
    [
      'a body cut off in a part header',
      (body: Buffer) => body.subarray(0, body.indexOf('filename') + 5),
      (type: string) => type,
    ],
    ['a content type without its boundary', (body: Buffer) => body, () => 'multipart/form-data'],
    ['a boundary the body does not use', (body: Buffer) => body, () => 'multipart/form-data; boundary=elsewhere'],
  ])('answers 400 in the error shape, naming the body, to %s, and stores nothing', async (_, cut, typeOf) => {
    const before = await database.db.$count(resumes);
    const body = multipart(await withAltcha(), { name: 'cv.pdf', type: 'application/pdf', bytes: PDF });
    const res = await app.inject({
      method: 'POST',
      url: '/base/send-resume',
      payload: cut(body.payload),
      headers: { 'content-type': typeOf(body.headers['content-type']), 'x-site-token': 'demo-doors' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json())).toMatchObject({
      code: 'invalid_multipart',
      fieldErrors: { body: ['invalid'] },
    });
    expect(await database.db.$count(resumes)).toBe(before);
  });

  it('answers 401 to an unknown site token and 415 to a JSON body', async () => {
    expect((await send(FIELDS, { name: 'cv.pdf', type: 'application/pdf', bytes: PDF }, 'demo-nope')).statusCode).toBe(
      401,
    );
    const json = await app.inject({
      method: 'POST',
      url: '/base/send-resume',
      payload: FIELDS,
      headers: { 'x-site-token': 'demo-doors' },
    });
    expect(json.statusCode).toBe(415);
    expect(errorSchema.parse(json.json()).code).toBeTruthy();
  });
});
