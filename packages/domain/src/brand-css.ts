/**
 * A brand's compiled CSS (§3) goes into a style element of the widget. It may style the widget,
 * not reach outside it: no @import, no url() to another origin, no legacy script hooks, and no
 * way to close the style element.
 */
export function sanitizeBrandCss(css: string): string {
  return css
    .replace(/<\/?style/gi, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(?!['"]?(?:\/(?!\/)|data:image\/))[^)]*\)/gi, 'none')
    .replace(/expression\s*\(|javascript:|behavior\s*:|-moz-binding/gi, '');
}
