import { useEffect, useState } from 'react';

/**
 * Brand HTML from the hotel's settings (header, footer) is untrusted (ARCHITECTURE: brand HTML):
 * DOMPurify keeps markup, links and images and drops scripts, handlers, forms and styles. It is
 * loaded only for hotels that have such HTML, keeping it out of everyone else's first load.
 */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the widget's window to the page it opens.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_ATTR: ['target'],
  });
  DOMPurify.removeAllHooks();
  return clean;
}

export function BrandHtml({ html, className }: { html: string; className: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sanitize(html).then((result) => {
      if (current) setClean(result);
    });
    return () => {
      current = false;
    };
  }, [html]);
  // Sanitized above; nothing reaches the page before it is.
  return clean === null ? null : <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
