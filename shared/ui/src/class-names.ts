/** The class names that are set, space-separated (`cx('vui-button', extra)` with extra undefined). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Hidden from sight, read by screen readers: for text the layout shows another way. */
export const SR_ONLY = 'vui-sr-only';
