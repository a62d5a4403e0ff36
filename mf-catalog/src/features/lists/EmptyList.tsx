import { mediaUrl } from '@vitrina/mf-kit/media-url';

/** The settings' picture for an empty list and the text under it. */
export function EmptyList({ image, text, testId }: { image: string; text: string; testId: string }) {
  return (
    <div className="empty" data-testid={testId}>
      {image ? <img src={mediaUrl(image)} alt="" width={200} height={150} /> : null}
      <p>{text}</p>
    </div>
  );
}
