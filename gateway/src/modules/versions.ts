// Ordering of remote versions (VERSION_PATTERN: 1.2.3 or 1.2.3-tag) the way semver orders them: a
// plain string or "numeric" locale compare would put 1.0.0-beta after 1.0.0. The `semver` package
// is the reference implementation of that order.
import semver from 'semver';

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}
