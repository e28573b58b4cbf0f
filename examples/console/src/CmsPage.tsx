// The project's CMS content: the entries of one model (or all), in the language chosen, a page at
// a time (the infinite hook: "Load more" while the platform says there are more). The model and
// the language live in the address (#/cms?model=…&lang=de).
import { keepPreviousData } from '@tanstack/react-query';
import {
  useListCmsContentInfinite,
  useListCmsModels,
  type CmsContent,
  type CmsModel,
} from 'platform-client/react/admin';
import { useMemo } from 'react';
import { Badge } from './Badge';
import { CmsUploads } from './CmsUploads';
import { displayValue, languageName, languagesOf, pickLanguage, titleField, titleIn, valueIn } from './cmsValues';
import { formatDateTime } from './format';
import { LanguageSwitch } from './LanguageSwitch';
import { href, navigate } from './routes';
import { Empty, ErrorNotice, Loading } from './states';
import { usePermission } from './usePermission';
import { LoadMore } from './LoadMore';

/** Entries a page asks for. @default 25: as the request actions list. */
const CMS_PAGE_SIZE = 25;
/** Models the picker lists: a project has a handful, one page holds them. */
const MODELS_LIMIT = 100;

export function CmsPage({ modelId, lang }: { modelId?: string; lang?: string }) {
  const canRead = usePermission('cms', 'read', 'Read');
  return (
    <section className="page" aria-labelledby="cms-title">
      <header className="page-head">
        <div>
          <h1 id="cms-title">CMS</h1>
          <p className="muted">
            Content of the project's models, in each of its languages, as apps read it; and its files and images.
          </p>
        </div>
      </header>
      {canRead.allowed ? (
        <>
          <CmsContentList modelId={modelId} lang={lang} />
          <CmsUploads />
        </>
      ) : (
        <p className="notice">{canRead.reason}</p>
      )}
    </section>
  );
}

function CmsContentList({ modelId, lang }: { modelId?: string; lang?: string }) {
  const models = useListCmsModels({ limit: MODELS_LIMIT });
  const list = useListCmsContentInfinite(
    { modelId, limit: CMS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const modelById = useMemo(() => new Map((models.data?.data ?? []).map((m) => [m._id, m])), [models.data]);
  const languages = useMemo(() => languagesOf(rows), [rows]);
  const shown = pickLanguage(lang, languages);
  const model = modelId ? modelById.get(modelId) : undefined;

  return (
    <div className="card table-card">
      <div className="table-toolbar cms-toolbar">
        <label className="field field-inline">
          <span>Model</span>
          <select
            value={modelId ?? ''}
            onChange={(e) => navigate({ name: 'cms', modelId: e.target.value || undefined, lang })}
          >
            <option value="">All models</option>
            {(models.data?.data ?? []).map((m) => (
              <option key={m._id} value={m._id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <LanguageSwitch
          languages={languages}
          value={shown}
          onChange={(next) => navigate({ name: 'cms', modelId, lang: next })}
        />
        {list.data ? (
          <span className="muted toolbar-count">
            {list.isPlaceholderData ? 'Updating…' : `${rows.length} of ${total}`}
          </span>
        ) : null}
      </div>
      {models.isError ? <ErrorNotice error={models.error} onRetry={() => void models.refetch()} /> : null}
      {list.isPending ? (
        <Loading label="Loading content…" />
      ) : list.isError && !list.isFetchNextPageError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Empty title={model ? `No ${model.name} entries yet` : 'No content yet'}>
          Entries appear here once an editor or an app creates them.
        </Empty>
      ) : (
        <>
          <table className="table" aria-label="Entries">
            <thead>
              <tr>
                <th scope="col">Title ({languageName(shown)})</th>
                {modelId ? null : (
                  <th scope="col" className="wide-only">
                    Model
                  </th>
                )}
                <th scope="col">Status</th>
                <th scope="col" className="wide-only">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <EntryRow
                  key={entry._id}
                  entry={entry}
                  model={modelById.get(entry.modelId)}
                  lang={shown}
                  showModel={!modelId}
                />
              ))}
            </tbody>
          </table>
          <LoadMore list={list} shown={rows.length} total={total} />
        </>
      )}
    </div>
  );
}

interface EntryRowProps {
  entry: CmsContent;
  model: CmsModel | undefined;
  lang: string;
  showModel: boolean;
}

function EntryRow({ entry, model, lang, showModel }: EntryRowProps) {
  const title = titleIn(entry, lang, model);
  // A second line to tell entries apart: the model's next text field (a summary, a teaser).
  const key = titleField(model);
  const teaser = model?.fields.find(
    (f) =>
      f.key !== key && (f.type === 'text' || f.type === 'rich_text') && typeof valueIn(entry, lang, f) === 'string',
  );
  return (
    <tr>
      <td>
        <a
          className={title.missing ? 'row-link muted' : 'row-link'}
          href={href({ name: 'cmsEntry', id: entry._id, lang })}
        >
          {title.text}
        </a>
        {title.missing ? <span className="badge badge-grey badge-inline">Not in {languageName(lang)}</span> : null}
        {teaser && !title.missing ? (
          <div className="muted small teaser">{displayValue(valueIn(entry, lang, teaser), teaser.type)}</div>
        ) : null}
      </td>
      {showModel ? <td className="wide-only">{model?.name ?? '—'}</td> : null}
      <td>
        <Badge value={entry.status} />
      </td>
      <td className="nowrap wide-only">{formatDateTime(entry.updated)}</td>
    </tr>
  );
}
