// In Chromium, the web Platform's image pre-check gives the same answers as the desktop app's sharp check
// for the same files, through the System check page a user can open.
import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_PURPOSES } from '@shared/rules/image-limits';
import { checkImage } from '../../src/main/image-check';
import { parityImages } from '../../src/main/image-check.test-helpers';

test('web checks in Chromium agree with the desktop checks on every tool', async ({ page }) => {
  const folder = mkdtempSync(join(tmpdir(), 'atrium-images-'));
  const files = (await parityImages()).map(([name, bytes]) => {
    const path = join(folder, `${name.replace(/\W+/g, '-')}.png`);
    writeFileSync(path, bytes);
    return { name, path };
  });
  await page.goto('/test');
  const tool = page.getByLabel('Tool');
  const file = page.getByLabel('Choose an image', { exact: true });
  await expect(page.getByText('No image chosen')).toBeVisible();
  const verdict = page.getByTestId('image-verdict');
  await expect(verdict).toHaveText('Choose an image to check it.');

  for (const { name, path } of files) {
    await file.setInputFiles(path);
    for (const toolName of UPLOAD_PURPOSES) {
      await tool.selectOption(toolName);
      const desktop = JSON.stringify(await checkImage({ path }, toolName));
      await expect(verdict, `${name} for ${toolName}`).toHaveAttribute('data-verdict', desktop);
    }
  }
  // What the user reads is the translated rule, not a key.
  await file.setInputFiles(files.find((entry) => entry.name === 'text')!.path);
  await expect(verdict).toHaveText('Only image uploads are allowed.');
  await expect(page.locator('.file-choice-name')).toHaveText('text.png');
});
