/**
 * React's API served by Preact's compatibility layer (ADR 0048): the components, the router, the
 * query client and the forms are written against React, and ship on about 50 KB less script.
 * The build, the dev server and the unit tests resolve the same way, so what is tested is what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
