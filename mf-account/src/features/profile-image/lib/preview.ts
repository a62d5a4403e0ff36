// The chosen picture as the page shows it before sending: a data: URL, which the shop's Content
// Security Policy allows for images (blob: URLs it does not).
export function readPreview(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
