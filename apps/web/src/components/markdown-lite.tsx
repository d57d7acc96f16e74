import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A deliberately small Markdown subset for the policy pages: `#`/`##`/`###` headings,
 * paragraphs, `- ` lists, `**bold**` and `[text](link)`. Anything else stays plain text, so
 * no HTML from content ever reaches the page.
 */
type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseMarkdownLite(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0] ?? '');
    if (heading && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2)) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(<strong key={match.index}>{bold}</strong>);
    } else if (href?.startsWith('/')) {
      parts.push(
        <Anchor key={match.index} component={Link} underline="always" to={href}>
          {label}
        </Anchor>,
      );
    } else {
      parts.push(
        <Anchor key={match.index} underline="always" href={href}>
          {label}
        </Anchor>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function MarkdownLite({ source }: { source: string }) {
  return (
    <Stack gap="sm" maw={760}>
      {parseMarkdownLite(source).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Title key={index} order={block.level} mt={block.level === 1 ? 0 : 'md'}>
              {renderInline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={index} spacing={4}>
              {block.items.map((item, itemIndex) => (
                <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return <Text key={index}>{renderInline(block.text)}</Text>;
      })}
    </Stack>
  );
}
