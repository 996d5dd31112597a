// Fallback for unknown paths (SPEC.md §2: 'Not Found', router status 404).
import { Link } from 'wouter';
import { useDocumentTitle } from '../layout/use-document-title';
import { paths } from '../paths';
import './fallback-screens.css';

export function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return (
    <section className="fallback-screen" aria-labelledby="not-found-title">
      <p className="fallback-code">404</p>
      <h1 id="not-found-title" className="fallback-title">
        Not Found
      </h1>
      <p className="fallback-text">The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home} className="fallback-link">
        Go to the dashboard
      </Link>
    </section>
  );
}
