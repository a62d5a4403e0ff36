/** CMS html: the back end sanitises it with an allow-list before storing it. */
export function Html({ html }: { html: string }) {
  return <div className="mfc-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
