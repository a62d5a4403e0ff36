import type { z } from 'zod';
import type { menuTreeResponse } from '@vitrina/contract';

// Types only: the back end validates with the contract; the remote ships no zod.
export type MenuTree = z.infer<typeof menuTreeResponse>;
