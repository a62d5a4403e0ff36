// Ordering of remote versions (VERSION_PATTERN: 1.2.3 or 1.2.3-tag) the way semver orders them:
// a plain string or "numeric" locale compare would put 1.0.0-beta after 1.0.0.

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return Number(a) - Number(b);
  // Numeric identifiers sort before alphanumeric ones.
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  const [aCore = '', aTag] = splitOnce(a);
  const [bCore = '', bTag] = splitOnce(b);
  const aParts = aCore.split('.').map(Number);
  const bParts = bCore.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (aParts[i] ?? 0) - (bParts[i] ?? 0);
    if (diff !== 0) return diff;
  }
  // A pre-release is older than its release.
  if (aTag === undefined || bTag === undefined) return aTag === bTag ? 0 : aTag === undefined ? 1 : -1;
  const aIds = aTag.split('.');
  const bIds = bTag.split('.');
  for (let i = 0; i < Math.min(aIds.length, bIds.length); i++) {
    const diff = compareIdentifiers(aIds[i]!, bIds[i]!);
    if (diff !== 0) return diff;
  }
  return aIds.length - bIds.length;
}

function splitOnce(version: string): [string, string | undefined] {
  const dash = version.indexOf('-');
  return dash === -1 ? [version, undefined] : [version.slice(0, dash), version.slice(dash + 1)];
}
