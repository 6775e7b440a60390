import { Fragment } from 'react';
import { useConsoleText } from './i18n';

export interface ListedEntry {
  key: string;
  name: string;
  /** The code staff know it by, when it has one. */
  code?: string;
  facts: string[];
}

/** One kind of catalogue entry listed: its heading, each entry's name, code and facts, and buttons to add and edit. */
export function CatalogueSection({
  id,
  heading,
  addLabel,
  canEdit,
  entries,
  onAdd,
  onEdit,
}: {
  id: string;
  heading: string;
  addLabel: string;
  canEdit: boolean;
  entries: ListedEntry[];
  onAdd: () => void;
  onEdit: (key: string) => void;
}) {
  const { t } = useConsoleText();
  return (
    <section className="console-card" aria-labelledby={id}>
      <div className="catalogue-list-head">
        <h2 id={id}>{heading}</h2>
        {canEdit ? (
          <button type="button" className="button" onClick={onAdd}>
            {addLabel}
          </button>
        ) : null}
      </div>
      <ul className="catalogue-list">
        {entries.map((entry) => (
          <li key={entry.key} className="catalogue-item">
            <div>
              <strong>{entry.name}</strong> {entry.code ? <code dir="ltr">{entry.code}</code> : null}
              <p className="catalogue-facts">
                {entry.facts.map((fact, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ' · ' : ''}
                    <bdi>{fact}</bdi>
                  </Fragment>
                ))}
              </p>
            </div>
            {canEdit ? (
              <button type="button" className="button" onClick={() => onEdit(entry.key)}>
                {t('console.catalogue.edit')}
                <span className="visually-hidden"> {entry.name}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
