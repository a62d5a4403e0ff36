import type { ApiGet } from '@vitrina/events';
import { dataOf, useResources } from '../../../shared/api/resources.ts';

/** A reference list for a select: the answer, or nothing while it loads (or while `request` is null). */
export function useReference<T>(request: ApiGet | null): T[] {
  const [found] = useResources<[T[]]>(request ? [request] : []);
  return (request ? dataOf(found) : undefined) ?? [];
}
