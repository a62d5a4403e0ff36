import type { z } from 'zod';
import type { pageResponse } from '@vitrina/contract';

// Types only: the contract's schemas validate on the back end; the remote ships no zod.
export type PageResponse = z.infer<typeof pageResponse>;
