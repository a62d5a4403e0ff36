/** Why the module store refused an operation; the admin API maps each code to an HTTP status. */
export type ModuleStoreErrorCode =
  | 'invalid_build'
  | 'route_conflict'
  | 'version_exists'
  | 'version_unknown'
  | 'version_pinned'
  | 'no_previous_pin'
  | 'not_pinned'
  | 'bad_brand'
  | 'bad_remote'
  | 'pins_unreadable';

/** A refusal whose message is written for the ops person who asked (CLI output, admin API body). */
export class ModuleStoreError extends Error {
  constructor(
    readonly code: ModuleStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ModuleStoreError';
  }
}
