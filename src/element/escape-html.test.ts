import { describe, expect, it } from 'vitest';
import { styleElementText } from './escape-html';

describe('given CSS with a closing style tag in a string', () => {
  const css = 'a::after { content: "</STYLE><p id=injected>" }';

  it('keeps it inside the <style> element written as HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = `<style>${styleElementText(css)}</style>`;
    expect(container.querySelectorAll('style')).toHaveLength(1);
    expect(container.querySelector('#injected')).toBeNull();
  });

  it('escapes the slash of every `</style`, whatever its case, and nothing else', () => {
    expect(styleElementText('a { color: red } /* </style </Style */')).toBe('a { color: red } /* <\\/style <\\/Style */');
    expect(styleElementText('a { color: red }')).toBe('a { color: red }');
  });
});
