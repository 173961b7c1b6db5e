// Saves a result under a readable name. The file is fetched and handed to the browser as a local blob: the
// `download` attribute works only on the page's own origin, and the desktop app's server is another one.
import { platform } from '../../platform';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export async function downloadImage(url: string, baseName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const extension = EXTENSIONS[blob.type] ?? 'png';
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = `${baseName}.${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  } catch {
    // Whatever went wrong, the image can still be opened and saved from there.
    platform.openExternal(new URL(url, window.location.href).href);
  }
}
