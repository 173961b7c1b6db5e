// The registry holds together: every id declared once, in order, with its words in every language and calls
// of its own.
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/messages/en-US';
import { zhCN } from '../i18n/messages/zh-CN';
import { IMAGE_LIMITS } from '../rules/image-limits';
import { TOOL_BY_ID, TOOL_IDS, TOOLS } from '.';

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('the tool registry', () => {
  it('lists every id once, in the order of ids.ts', () => {
    expect(TOOLS.map((tool) => tool.id)).toEqual([...TOOL_IDS]);
    for (const [id, tool] of Object.entries(TOOL_BY_ID)) expect(tool.id).toBe(id);
  });

  it('gives every tool its page, link and card words in both languages', () => {
    for (const tool of TOOLS) {
      for (const messages of [enUS, zhCN]) {
        for (const key of ['nav', 'title', 'lead', 'card.title', 'card.text']) {
          expect(
            typeof lookup(messages, `${tool.messages}.${key}`),
            `${tool.messages}.${key}`,
          ).toBe('string');
        }
      }
    }
  });

  it('keeps paths, test ids and calls apart', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(TOOLS.map((tool) => tool.path));
    unique(TOOLS.map((tool) => tool.navTestId));
    unique(TOOLS.flatMap((tool) => Object.values(tool.calls).map((call) => call.path)));
    unique(TOOLS.flatMap((tool) => tool.catalogue.map((entry) => entry.id)));
  });

  it('uploads only for purposes that have limits', () => {
    for (const tool of TOOLS)
      for (const purpose of tool.uploads) expect(IMAGE_LIMITS[purpose]).toBeDefined();
  });
});
