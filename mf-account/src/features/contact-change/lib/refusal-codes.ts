// A contact change's refusals in the words of that change: the API's field codes are shared by
// every call (`already_registered` names another account's address or number alike), while the
// shopper reads about the thing they typed.
import type { CallResult } from '../../../shared/api/account-call.ts';

/** The result with each field code found in `renamed` replaced by its new name. */
export function renameFieldCodes(result: CallResult, renamed: Record<string, string>): CallResult {
  if (result.kind !== 'rejected') return result;
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, codes]) => [field, codes.map((code) => renamed[code] ?? code)]),
  );
  return { ...result, fieldErrors };
}
