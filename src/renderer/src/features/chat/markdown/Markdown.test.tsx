// The Markdown renderer's safety rules as a reader meets them: no raw HTML, links open outside and safely,
// images only from Atrium, code with a copy button, math.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import Markdown from './Markdown';

describe('Markdown', () => {
  it('shows raw HTML as text, never as elements', () => {
    const { container } = render(
      <Markdown
        text={'Hi <img src="https://evil.test/x.gif" onerror="alert(1)"> <script>alert(1)</script>'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('opens web links in a new tab without opener or referrer, and refuses other schemes', () => {
    render(<Markdown text={'[docs](https://example.com/docs) and [bad](javascript:alert(1))'} />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
  });

  it('loads images from Atrium only; others show their description and address', () => {
    const { container } = render(
      <Markdown
        text={'![chart](/api/files/abc?exp=1&sig=x)\n\n![pixel](https://tracker.test/p.gif)'}
      />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(
      `${window.location.origin}/api/files/abc?exp=1&sig=x`,
    );
    const blocked = screen.getByTestId('md-image-blocked');
    expect(blocked.textContent).toContain('pixel');
    expect(blocked.textContent).toContain('https://tracker.test/p.gif');
  });

  it('renders GFM tables, highlighted code with a copy button, and math', async () => {
    const { container } = render(
      <Markdown
        text={
          '| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x: number = 1;\n```\n\n$$\nE = mc^2\n$$'
        }
      />,
    );
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('pre code .hljs-keyword')?.textContent).toBe('const');
    expect(screen.getByTestId('code-copy')).toBeTruthy();
    expect(container.querySelector('.md-code-lang')?.textContent).toBe('ts');
    // KaTeX arrives on demand, for answers with math.
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull(), {
      timeout: 5000,
    });
  });

  it('shows a long code block whole in one frame, highlighted piece by piece', async () => {
    const code = Array.from({ length: 100 }, (_, i) => `const v${i} = ${i};`).join('\n');
    const { container } = render(<Markdown text={`\`\`\`js\n${code}\n\`\`\``} />);
    expect(container.querySelectorAll('pre')).toHaveLength(1);
    expect(container.querySelector('pre')?.textContent).toBe(code);
    await waitFor(() => expect(container.querySelectorAll('pre .hljs-keyword').length).toBe(100));
  });

  it('reads LaTeX delimiters as math, but not inside code', async () => {
    const { container } = render(<Markdown text={'Inline \\(a^2\\) and `\\(kept\\)`'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(container.querySelector('code')?.textContent).toBe('\\(kept\\)');
  });
});
