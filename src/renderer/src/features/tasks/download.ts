// Saves a result under a readable name. The file is fetched and handed to the browser as a local blob: the
// `download` attribute works only on the page's own origin, and the desktop app's server is another one.
import { saveFile } from '../../components/save-file';
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
    saveFile(blob, `${baseName}.${EXTENSIONS[blob.type] ?? 'png'}`);
  } catch {
    // Whatever went wrong, the image can still be opened and saved from there.
    platform.openExternal(new URL(url, window.location.href).href);
  }
}
