import { MarkdownLite } from '../../../components/markdown-lite.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { withFigures } from '../lib/with-figures.ts';

type PolicyDocumentProps = {
  title: string;
  description: string;
  /** The policy in the small Markdown subset MarkdownLite reads; `{{name}}` stands for a figure. */
  source: string;
  /** The figures the policy names, as the server has them (prices, windows, days). */
  figures?: Readonly<Record<string, string>>;
};

/** One of the policy pages: the text, the tab title and the meta description. */
export function PolicyDocument({ title, description, source, figures = {} }: PolicyDocumentProps) {
  usePageMeta(title, description);
  return (
    <article>
      <MarkdownLite source={withFigures(source, figures)} />
    </article>
  );
}
