import { MarkdownLite } from '../../../components/markdown-lite.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

type PolicyDocumentProps = {
  title: string;
  description: string;
  /** The policy in the small Markdown subset MarkdownLite reads. */
  source: string;
};

/** One of the policy pages: the text, the tab title and the meta description. */
export function PolicyDocument({ title, description, source }: PolicyDocumentProps) {
  usePageMeta(title, description);
  return (
    <article>
      <MarkdownLite source={source} />
    </article>
  );
}
