// The project's CMS files and images: upload one with a progress bar (the upload hooks'
// `progress`, reported as the browser sends the body), and see it at the top of its list once the
// platform has it (the upload invalidates the list).
import { useListCmsFiles, useListCmsImages, useUploadCmsFile, useUploadCmsImage } from 'platform-client/react/admin';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from './format';
import { Empty, ErrorNotice, Loading } from './states';
import { READ_ONLY_NOTE, usePermission } from './usePermission';

/** Uploads the list shows: the newest, as the platform orders them. */
const UPLOADS_SHOWN = 10;

type Kind = 'file' | 'image';

/** `1.4 MB`, `320 kB`, `12 B`: a size as people read it. */
function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} kB`;
  return `${bytes} B`;
}

export function CmsUploads() {
  const [kind, setKind] = useState<Kind>('file');
  const canUpload = usePermission('cms', 'create', 'Write');
  return (
    <div className="card uploads-card">
      <div className="table-toolbar">
        <h2 className="uploads-title">Files and images</h2>
        <fieldset className="segmented upload-kind" aria-label="Show">
          {(['file', 'image'] as const).map((k) => (
            <label key={k} className={k === kind ? 'segment segment-on' : 'segment'}>
              <input type="radio" name="upload-kind" value={k} checked={k === kind} onChange={() => setKind(k)} />
              {k === 'file' ? 'Files' : 'Images'}
            </label>
          ))}
        </fieldset>
      </div>
      {canUpload.allowed ? (
        <UploadForm kind={kind} />
      ) : (
        <p className="notice" id={READ_ONLY_NOTE}>
          {canUpload.reason}
        </p>
      )}
      {kind === 'file' ? <FileList /> : <ImageList />}
    </div>
  );
}

function UploadForm({ kind }: { kind: Kind }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // The name of the file being sent, for the bar's label.
  const [sending, setSending] = useState('');
  const fileUpload = useUploadCmsFile();
  const imageUpload = useUploadCmsImage();
  const upload = kind === 'file' ? fileUpload : imageUpload;
  const { progress } = upload;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setSending(file.name);
    const form = event.currentTarget;
    // Once the platform has it, the picker starts empty again.
    const done = {
      onSuccess: () => {
        setFile(null);
        form.reset();
      },
    };
    if (kind === 'file') fileUpload.mutate({ data: { file } }, done);
    else imageUpload.mutate({ data: { file } }, done);
    // A new upload starts from an empty bar: the other kind's result goes.
    (kind === 'file' ? imageUpload : fileUpload).reset();
  };

  return (
    <form className="upload-form" onSubmit={submit} aria-label={kind === 'file' ? 'Upload a file' : 'Upload an image'}>
      <label className="field" htmlFor={inputId}>
        <span>{kind === 'file' ? 'File' : 'Image'}</span>
        <input
          id={inputId}
          name="file"
          type="file"
          accept={kind === 'image' ? 'image/*' : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
      {upload.isPending || upload.isSuccess ? (
        <div className="upload-progress">
          <progress max={100} value={upload.isSuccess ? 100 : percent} aria-label={`Upload progress of ${sending}`} />
          <span className="muted" aria-live="polite">
            {upload.isSuccess
              ? `Uploaded ${upload.data.name}`
              : progress
                ? `${formatSize(progress.loaded)} of ${formatSize(progress.total)} (${percent}%)`
                : 'Starting…'}
          </span>
        </div>
      ) : null}
      {upload.isError ? <ErrorNotice error={upload.error} /> : null}
    </form>
  );
}

interface UploadRow {
  _id: string;
  name: string;
  size: number;
  mimeType: string;
  created: Date;
}

function UploadTable({ rows, label }: { rows: UploadRow[]; label: string }) {
  return (
    <table className="table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Size</th>
          <th scope="col" className="wide-only">
            Type
          </th>
          <th scope="col" className="wide-only">
            Uploaded
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <td className="upload-name">{row.name}</td>
            <td>{formatSize(row.size)}</td>
            <td className="wide-only muted">{row.mimeType}</td>
            <td className="wide-only muted">{formatDateTime(row.created)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FileList() {
  const list = useListCmsFiles({ limit: UPLOADS_SHOWN });
  if (list.isPending) return <Loading label="Loading files…" />;
  if (list.isError) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <Empty title="No files yet">Uploaded files appear here.</Empty>;
  return <UploadTable rows={list.data.data} label="Files" />;
}

function ImageList() {
  const list = useListCmsImages({ limit: UPLOADS_SHOWN });
  if (list.isPending) return <Loading label="Loading images…" />;
  if (list.isError) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <Empty title="No images yet">Uploaded images appear here.</Empty>;
  return <UploadTable rows={list.data.data} label="Images" />;
}
