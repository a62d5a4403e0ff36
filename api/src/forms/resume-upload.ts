// Reads the multipart résumé call: text fields plus one file, checked by extension and by its
// first bytes (a renamed executable is not a document), at most RESUME_MAX_BYTES.
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

import type { FastifyRequest } from 'fastify';

import type { ResumeExtension } from '@vitrina/contract';
import { RESUME_MAX_BYTES, RESUME_TYPES } from '@vitrina/contract';

import { HttpError } from '../plugins/errors.ts';

export interface UploadedResume {
  name: string;
  extension: ResumeExtension;
  type: string;
  bytes: Buffer;
  sha256: string;
}

export interface ResumeParts {
  fields: Record<string, string>;
  file: UploadedResume | null;
  fileError: 'required' | 'file_too_big' | 'file_type' | null;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const SIGNATURES: Record<ResumeExtension, number[]> = {
  pdf: [...Buffer.from('%PDF-')],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: ZIP,
  odt: ZIP,
  rtf: [...Buffer.from('{\\rtf')],
};

const isResumeExtension = (ext: string): ext is ResumeExtension => Object.hasOwn(RESUME_TYPES, ext);
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A name safe to show and to send back: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  return basename(name.replaceAll('\\', '/')).replace(CONTROL_CHARACTERS, '').slice(-200) || 'resume';
}

/**
 * The multipart parser's own errors (no boundary, a body cut off, a broken part header) carry no
 * status and would be 500s; they are the client's bytes, so 400. The plugin's limit errors keep
 * their 4xx.
 */
export function asClientError(error: unknown): unknown {
  if (
    error instanceof HttpError ||
    (typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
      (error as { statusCode: number }).statusCode < 500)
  )
    return error;
  return new HttpError(400, 'invalid_multipart', `Invalid multipart body: ${(error as Error).message}`, {
    body: ['invalid'],
  });
}

export async function readResumeParts(request: FastifyRequest): Promise<ResumeParts> {
  try {
    return await readParts(request);
  } catch (error) {
    throw asClientError(error);
  }
}

async function readParts(request: FastifyRequest): Promise<ResumeParts> {
  const fields: Record<string, string> = {};
  let file: UploadedResume | null = null;
  let fileError: ResumeParts['fileError'] = null;
  for await (const part of request.parts({
    // The plugin is registered with throwFileSizeLimit: false, so an oversized file is truncated
    // and becomes a field error next to the others instead of a bare 413.
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    // The stream must be read to the end either way, or the request never finishes.
    const bytes = await part.toBuffer();
    if (part.fieldname !== 'file') continue;
    const name = cleanFileName(part.filename);
    const extension = extname(name).slice(1).toLowerCase();
    if (part.file.truncated) fileError = 'file_too_big';
    else if (!isResumeExtension(extension) || !startsWith(bytes, SIGNATURES[extension])) fileError = 'file_type';
    else
      file = {
        name,
        extension,
        type: RESUME_TYPES[extension],
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
  }
  if (!file && !fileError) fileError = 'required';
  return { fields, file, fileError };
}
