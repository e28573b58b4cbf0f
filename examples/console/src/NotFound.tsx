// What a person sees at an address the console has no screen for, or for an id the platform
// does not know (a 404) or cannot be an id at all (the platform's 422 on its format).
import { href, type Route } from './routes';

export function NotFound({ what, back }: { what: string; back: { label: string; route: Route } }) {
  return (
    <section className="page" aria-labelledby="not-found-title">
      <div className="card not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Not found</h1>
        <p className="muted">{what}</p>
        <a className="button button-secondary" href={href(back.route)}>
          {back.label}
        </a>
      </div>
    </section>
  );
}
