import { mediaUrl } from '@vitrina/mf-kit/media-url';

/** Nothing to show: the shop's picture for the case (from its settings, when it has one) and a text. */
export function EmptyState({ image, text, testId }: { image: string; text: string; testId: string }) {
  return (
    <div className="empty" data-testid={testId}>
      {image ? <img src={mediaUrl(image)} alt="" width={220} height={160} /> : null}
      <p>{text}</p>
    </div>
  );
}
