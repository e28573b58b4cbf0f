// One CMS entry: its model's fields in the language chosen (a switch between the entry's
// languages), and where it stands.
import { ApiError } from 'platform-client';
import { useGetCmsContent, useGetCmsModel, type CmsContent } from 'platform-client/react/admin';
import { Badge } from './Badge';
import { DEFAULT_LANGUAGE, displayValue, languageName, languagesOf, pickLanguage, titleIn, valueIn } from './cmsValues';
import { formatDateTime, humanize } from './format';
import { LanguageSwitch } from './LanguageSwitch';
import { NotFound } from './NotFound';
import { href, navigate } from './routes';
import { ErrorNotice, Loading } from './states';
import type { ReactElement } from 'react';

const OBJECT_ID = /^[0-9a-f]{24}$/;

export function CmsEntryDetail({ id, lang }: { id: string; lang?: string }) {
  const missing = (
    <NotFound
      what={`No CMS entry has the id “${id}”.`}
      back={{ label: 'Back to the CMS', route: { name: 'cms', lang } }}
    />
  );
  // An id that cannot be one is not asked for: the platform would answer 422 for its format.
  if (!OBJECT_ID.test(id)) return missing;
  return <EntryQuery id={id} lang={lang} missing={missing} />;
}

function EntryQuery({ id, lang, missing }: { id: string; lang?: string; missing: ReactElement }) {
  const query = useGetCmsContent(id);
  const back = (
    <a className="back-link" href={href({ name: 'cms', modelId: query.data?.modelId, lang })}>
      ← CMS
    </a>
  );
  if (query.isPending)
    return (
      <div className="page">
        {back}
        <Loading label="Loading the entry…" />
      </div>
    );
  if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422))
    return missing;
  if (query.isError) {
    return (
      <div className="page">
        {back}
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <EntryView entry={query.data} lang={lang} back={back} />;
}

function EntryView({ entry, lang, back }: { entry: CmsContent; lang?: string; back: ReactElement }) {
  const model = useGetCmsModel(entry.modelId);
  const languages = languagesOf([entry]);
  const shown = pickLanguage(lang, languages);
  const title = titleIn(entry, shown, model.data);
  // Fields the model names, in its order; a value of no field (a model changed since) still shows.
  const fields = model.data?.fields ?? [];
  const extra = Object.keys(entry.values[shown] ?? {}).filter((key) => !fields.some((f) => f.key === key));

  return (
    <article className="page" aria-labelledby="entry-title">
      {back}
      <header className="page-head">
        <div>
          <h1 id="entry-title">{title.text}</h1>
          <div className="badges">
            <Badge value={entry.status} />
            {model.data ? <Badge value={model.data.name} tone="violet" /> : null}
          </div>
        </div>
        <LanguageSwitch
          languages={languages}
          value={shown}
          onChange={(next) => navigate({ name: 'cmsEntry', id: entry._id, lang: next })}
        />
      </header>
      {lang && lang !== shown ? (
        <p className="notice">
          This entry has no {languageName(lang)} version: it is shown in {languageName(shown)}.
        </p>
      ) : null}
      <div className="detail-grid">
        <section className="card" aria-labelledby="values-title">
          <h2 id="values-title">Content in {languageName(shown)}</h2>
          {model.isPending ? (
            <Loading label="Loading the model…" />
          ) : model.isError ? (
            <ErrorNotice error={model.error} onRetry={() => void model.refetch()} />
          ) : (
            <dl className="meta cms-values">
              {fields.map((field) => (
                <FieldValue
                  key={field._id}
                  name={label(field.name)}
                  value={displayValue(valueIn(entry, shown, field), field.type)}
                />
              ))}
              {extra.map((key) => (
                <FieldValue key={key} name={label(key)} value={displayValue(entry.values[shown]?.[key], 'json')} />
              ))}
            </dl>
          )}
        </section>
        <section className="card" aria-labelledby="entry-about-title">
          <h2 id="entry-about-title">About</h2>
          <dl className="meta">
            <dt>Model</dt>
            <dd>
              {model.data ? (
                <>
                  {model.data.name} <code>{model.data.apiId}</code>
                </>
              ) : (
                <code>{entry.modelId}</code>
              )}
            </dd>
            <dt>Status</dt>
            <dd>
              <Badge value={entry.status} />
            </dd>
            <dt>Languages</dt>
            <dd>{languages.map(languageName).join(', ') || languageName(DEFAULT_LANGUAGE)}</dd>
            <dt>Order</dt>
            <dd>{entry.order}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(entry.created)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(entry.updated)}</dd>
            <dt>Id</dt>
            <dd>
              <code>{entry._id}</code>
            </dd>
          </dl>
        </section>
      </div>
    </article>
  );
}

function FieldValue({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** A field's label: its name, or a key used as one (`publishedAt`) in words ("Published at"). */
function label(name: string): string {
  return /^[a-z][a-zA-Z0-9]*$/.test(name) ? humanize(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')) : name;
}
