/** Why the module store refused an operation; the admin API maps each code to a status. */
export type ModuleStoreErrorCode =
  | 'invalid_build'
  | 'version_exists'
  | 'version_unknown'
  | 'no_previous_pin'
  | 'not_pinned'
  | 'bad_brand'
  | 'bad_remote';

export class ModuleStoreError extends Error {
  constructor(
    readonly code: ModuleStoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}
