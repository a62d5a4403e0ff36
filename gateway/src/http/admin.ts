import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ModuleStoreError } from '../modules/errors.ts';
import type { ModuleStoreErrorCode } from '../modules/errors.ts';
import type { ModuleStore } from '../modules/store.ts';
import { HttpError } from './errors.ts';

const STATUS: Record<ModuleStoreErrorCode, number> = {
  invalid_build: 400,
  bad_brand: 400,
  bad_remote: 400,
  version_unknown: 404,
  not_pinned: 404,
  version_exists: 409,
  no_previous_pin: 409,
};

const pinBody = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a version like 1.2.3') });

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new HttpError(400, 'validation_failed', `Invalid ${Object.keys(fieldErrors).join(', ')}`, fieldErrors);
}

/** Ops' HTTP API over the module store: list versions, pin, unpin, roll back, show. */
export async function adminRoutes(app: FastifyInstance, options: { store: ModuleStore; adminToken: string | undefined }) {
  const { store, adminToken } = options;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/admin/')) return;
    if (!adminToken) throw new HttpError(401, 'admin_disabled', 'The admin API is disabled until ADMIN_TOKEN is set');
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !sameToken(token, adminToken)) throw new HttpError(401, 'unauthorized', 'A valid Bearer token is required');
  });
  const run = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (error instanceof ModuleStoreError) throw new HttpError(STATUS[error.code], error.code, error.message);
      throw error;
    }
  };
  type Target = { Params: { brand: string; remote: string } };

  app.get('/admin/modules', async () => store.list());
  app.get('/admin/pins', async () => store.showAll());
  app.get<{ Params: { brand: string } }>('/admin/pins/:brand', async (req) => run(() => store.show(req.params.brand)));
  app.put<Target>('/admin/pins/:brand/:remote', async (req) => {
    const { version } = parse(pinBody, req.body);
    return run(() => store.pin(req.params.brand, req.params.remote, version));
  });
  app.delete<Target>('/admin/pins/:brand/:remote', async (req) => run(() => store.unpin(req.params.brand, req.params.remote)));
  app.post<Target>('/admin/pins/:brand/:remote/rollback', async (req) => run(() => store.rollback(req.params.brand, req.params.remote)));
}
