// Hands a file made in the page (an export, a fetched image) to the browser's download as a local blob. The
// `download` attribute works only for the page's own origin, which a blob always is; in the desktop app the
// same click opens Electron's save dialog.
export function saveFile(content: Blob, name: string): void {
  const href = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
