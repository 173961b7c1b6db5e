// A title of something written in several languages (a news post, a helper template), for the console's lists.

/** The title in the reader's language, else the first it has. */
export function titleIn(item: { versions: { locale: string; title: string }[] }, language: string) {
  const version = item.versions.find((entry) => entry.locale === language) ?? item.versions[0];
  return version?.title ?? '';
}
