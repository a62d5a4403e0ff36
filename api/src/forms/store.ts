// Writes what the forms send. Each function takes `db` so a caller may pass a transaction.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { consultationFields, partnerRequestFields, supportFields, userRequestFields } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { formRequests, newsletterSubscriptions, resumes } from '../db/schema/index.ts';
import type { UploadedResume } from './resume-upload.ts';

export type FormRequestKind = 'consultation' | 'partner_request' | 'user_request' | 'support';
/** A support message keeps the id of the account that sent it, when one did (null: a guest's). */
export type SupportPayload = z.infer<typeof supportFields> & { user_id: number | null };
type RequestPayload =
  | z.infer<typeof consultationFields>
  | z.infer<typeof partnerRequestFields>
  | z.infer<typeof userRequestFields>
  | SupportPayload;

export async function storeFormRequest(
  db: Db,
  siteId: number,
  lang: string,
  kind: FormRequestKind,
  payload: RequestPayload,
) {
  const [row] = await db
    .insert(formRequests)
    .values({ siteId, lang, kind, payload })
    .returning({ id: formRequests.id });
  return { id: row!.id, created: true };
}

/** Subscribing an address twice keeps the first row: `created` says whether this call added it. */
export async function subscribeNewsletter(db: Db, siteId: number, lang: string, email: string) {
  const [added] = await db
    .insert(newsletterSubscriptions)
    .values({ siteId, lang, email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (added) return { id: added.id, created: true };
  const [existing] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, email)))
    .limit(1);
  return { id: existing!.id, created: false };
}

export interface ResumeRecord {
  name: string;
  email: string;
  phone: string;
  vacancy_id?: number | undefined;
  message?: string | undefined;
}

export async function storeResume(db: Db, siteId: number, lang: string, fields: ResumeRecord, file: UploadedResume) {
  const [row] = await db
    .insert(resumes)
    .values({
      siteId,
      lang,
      vacancyId: fields.vacancy_id ?? null,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message ?? '',
      fileName: file.name,
      fileType: file.type,
      fileSize: file.bytes.length,
      fileSha256: file.sha256,
      file: file.bytes,
    })
    .returning({ id: resumes.id });
  return { id: row!.id, created: true, file: { name: file.name, size: file.bytes.length, sha256: file.sha256 } };
}
