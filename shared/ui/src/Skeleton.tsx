import { cx } from './class-names.ts';

export interface SkeletonProps {
  /** How many placeholder blocks stand in for the items still loading. */
  count: number;
  /** What is loading, in the shopper's language: the region's name for assistive technology. */
  label: string;
  className?: string;
  testId?: string;
}

/**
 * Grey blocks where items will appear. The list is aria-busy with a name, so a screen reader says
 * what is on its way instead of reading empty items; the pulse stops for reduced motion.
 */
export function Skeleton({ count, label, className, testId }: SkeletonProps) {
  return (
    <ul className={cx('vui-skeleton', className)} aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="vui-skeleton-block" />
      ))}
    </ul>
  );
}
