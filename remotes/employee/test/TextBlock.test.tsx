import { render, screen } from '@testing-library/react';
import { TextBlock } from '../src/text/TextBlock';
import { linePieces, textLines } from '../src/text/textBlockParse';

describe('TextBlock', () => {
  it('turns web links into links that open in a new tab', () => {
    render(<TextBlock text="See https://example.com/docs?a=1, then http://x.test." />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/docs?a=1',
      'http://x.test',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      screen.getByRole('link', { name: 'https://example.com/docs?a=1 (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('starts a new line at each list marker after whitespace', () => {
    const { container } = render(
      <TextBlock text={'Today: - audit * review + call 1. plan 12. ship\nnext'} />,
    );
    const lines = Array.from(container.querySelectorAll('.tt-text-line')).map((line) => line.textContent);
    expect(lines).toEqual(['Today:', '- audit', '* review', '+ call', '1. plan', '12. ship', 'next']);
  });

  it('keeps markers at a line start and hyphens inside words alone', () => {
    expect(textLines('- one\nwell-known 3-4 items')).toEqual(['- one', 'well-known 3-4 items']);
    expect(textLines('  - indented')).toEqual(['- indented']);
  });

  it('never renders the text as HTML', () => {
    const { container } = render(<TextBlock text={'<img src=x onerror="alert(1)"> <b>bold</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b>');
  });

  it('leaves closing parentheses of the sentence out of the link', () => {
    expect(linePieces('(see https://example.com/a_(b))')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'https://example.com/a_(b)' },
      { kind: 'text', text: ')' },
    ]);
  });
});
