import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownLite, parseMarkdownLite } from './markdown-lite.tsx';

describe('parseMarkdownLite', () => {
  it('reads headings, paragraphs and lists', () => {
    const source = '# Title\n\nFirst line\ncontinues here.\n\n## Part\n\n- one\n- two';
    expect(parseMarkdownLite(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', level: 2, text: 'Part' },
      { kind: 'list', items: ['one', 'two'] },
    ]);
  });
});

describe('MarkdownLite', () => {
  it('renders bold text and links, and never renders HTML from the content', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <MarkdownLite
            source={
              '## Refunds\n\nSee **Support** in [your account](/user/support). <img src=x onerror=alert(1)>'
            }
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('Support').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'your account' })).toHaveAttribute(
      'href',
      '/user/support',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });
});
