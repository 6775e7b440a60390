import { describe, expect, it } from 'vitest';
import { sanitizeBrandCss } from './brand-css';

describe('brand CSS', () => {
  it('keeps ordinary rules and same-origin images', () => {
    const css = '.banner { color: #123; background: url(/images/logos/formosa.svg) no-repeat; }';
    expect(sanitizeBrandCss(css)).toBe(css);
    expect(sanitizeBrandCss('a{background:url("data:image/png;base64,AAAA")}')).toContain('data:image/png');
  });

  it('drops imports, other origins, script hooks and attempts to close the style element', () => {
    const css =
      '@import url(https://evil.example/x.css); a{background:url(https://evil.example/p?c=1)} b{width:expression(alert(1))}</style><script>';
    const clean = sanitizeBrandCss(css);
    expect(clean).not.toMatch(/@import|evil\.example|expression\(|<\/style/i);
    expect(clean).toContain('a{background:none}');
    expect(sanitizeBrandCss('a{background:url(//evil.example/x)}')).toBe('a{background:none}');
  });
});
