/**
 * The results page's layout before its data: the header, the search bar and result cards as grey
 * shapes in the places they will take. index.html carries the same markup (PageSkeleton without a
 * label), so it paints with the page itself; skeleton.test.tsx keeps the two alike.
 */

/** Two result cards to come, as the room list shows them. */
export function ResultCardsSkeleton({ label }: { label?: string }) {
  return (
    <>
      {label ? (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      ) : null}
      {[0, 1].map((card) => (
        <div key={card} className="room-card skeleton-card" aria-hidden="true">
          <div className="skeleton skeleton-media" />
          <div className="room-body">
            <div className="skeleton skeleton-title" />
            <div className="skeleton skeleton-text" />
            <div className="skeleton skeleton-text skeleton-short" />
          </div>
        </div>
      ))}
    </>
  );
}

/**
 * The whole page while the hotel's settings load. The search bar and cards show only when the page
 * was opened on the results (the start-up script marks the document so: data-first-page).
 */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <div className="app" aria-busy="true">
      <div className="site-header" aria-hidden="true">
        <div className="skeleton-brand">
          {/* A drawing, not a box: the first paint counts as content (First Contentful Paint), as the hotel's logo will. */}
          <svg className="skeleton-logo" viewBox="0 0 36 36">
            <circle cx="18" cy="18" r="18" />
          </svg>
          <div className="skeleton skeleton-name" />
        </div>
        <div className="skeleton skeleton-nav" />
      </div>
      <main className="page">
        {label ? (
          <p className="visually-hidden" role="status">
            {label}
          </p>
        ) : null}
        <div className="skeleton-results">
          <div className="search-bar" aria-hidden="true">
            {['skeleton-field', 'skeleton-field skeleton-wide', 'skeleton-field'].map((field, index) => (
              <div key={index} className={`field ${field}`}>
                <div className="skeleton skeleton-label" />
                <div className="skeleton skeleton-input" />
              </div>
            ))}
            <div className="skeleton skeleton-button" />
          </div>
          <div className="results-toolbar" aria-hidden="true">
            <div className="skeleton skeleton-summary" />
          </div>
          <div className="room-list">
            <ResultCardsSkeleton />
          </div>
        </div>
      </main>
    </div>
  );
}
