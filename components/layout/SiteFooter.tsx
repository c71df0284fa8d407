import { LanguageMenu } from './LanguageMenu';

/** The site footer, under every page: the language menu. Rendered on the server with the header, before any wallet code. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <LanguageMenu />
    </footer>
  );
}
